import type { Language } from '@arrenda/core';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page } from '@playwright/test';
import {
  type Account,
  createActiveAccount,
  loginThroughUi,
  PASSWORD,
  test,
  uniqueEmail,
} from './support/accounts';
import { apiSession } from './support/api';
import { linkFrom, waitForMail } from './support/mail';
import { companyWithFlat } from './support/portfolio';

const year = new Date().getFullYear();
const month = new Date().toISOString().slice(0, 7);

/** The texts the walk clicks on, per language. */
const TEXTS = {
  en: { deleteTenant: 'Delete tenant', confirmPayment: 'Confirm payment' },
  pt: { deleteTenant: 'Eliminar inquilino', confirmPayment: 'Confirmar pagamento' },
} satisfies Record<Language, Record<string, string>>;

/** Whether a violation blocks the test: serious and critical ones (Lighthouse weighs them most). */
const BLOCKING = new Set(['serious', 'critical']);

/** The language the app starts in on every page load (what the flag selector saves). */
async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((chosen) => localStorage.setItem('arrenda.language', chosen), language);
}

/** Waits until the page has its data (no skeleton, no spinner) and no transition is running. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('.p-skeleton, .p-progress-spinner, .page-loading')).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** A violation's rule and nodes, with the colours and ratio of a contrast failure. */
function describeViolation(violation: Violation): string {
  const nodes = violation.nodes.map((node) => {
    const contrast = node.any.find((check) => check.id === 'color-contrast')?.data as
      | { fgColor: string; bgColor: string; contrastRatio: number }
      | undefined;
    const colours = contrast
      ? ` [${contrast.fgColor} on ${contrast.bgColor}: ${contrast.contrastRatio}]`
      : '';
    return `    ${node.target.join(' ')}${colours}`;
  });
  return `${violation.id} (${violation.impact}): ${violation.help}\n${nodes.join('\n')}`;
}

/**
 * Runs axe-core on the page as it is (WCAG 2.1 A and AA and axe's best practices): fails on any
 * serious or critical violation, naming each rule and its nodes; lesser ones become annotations.
 */
async function expectAccessible(page: Page, name: string): Promise<void> {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  for (const violation of violations.filter(({ impact }) => !BLOCKING.has(impact ?? ''))) {
    test.info().annotations.push({ type: `a11y ${name}`, description: describeViolation(violation) });
  }
  const blocking = violations.filter(({ impact }) => BLOCKING.has(impact ?? '')).map(describeViolation);
  // Soft: the walk goes on, so one run names the violations of every page.
  expect.soft(blocking.length, `accessibility violations on ${name}:\n${blocking.join('\n')}`).toBe(0);
}

/** Opens `path` and checks it once its main heading shows. */
async function checkPage(page: Page, path: string, name: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await expectAccessible(page, name);
}

interface Portfolio {
  landlord: Account;
  tenant: Account;
  entity: string;
  property: string;
  tenantPage: string;
  contract: string;
  /** This month's rent, not paid. */
  rent: string;
  /** January's rent, paid: its payment's receipt form. */
  receiptForm: string;
  expense: string;
}

/**
 * A company's flat let to a tenant who has a portal account: January's rent paid, this month's
 * due, and an expense; all through the API.
 */
async function seedPortfolio(browser: Browser, baseURL: string, label: string): Promise<Portfolio> {
  const context = await browser.newContext({ baseURL });
  const request = context.request;
  const landlord = await createActiveAccount(request, { label: `a11y-${label}` });
  const api = await apiSession(request, landlord);
  const { entity, flat } = await companyWithFlat(api, { entity: { phone: '213000000' } });
  const tenantEmail = uniqueEmail(`a11y-tenant-${label}`);
  const { id: tenantId } = await api.post<{ id: number }>(`${entity}/tenants`, {
    name: 'Joana Pires',
    fiscalNumber: '234567899',
    email: tenantEmail,
  });
  const contracts = `${entity}/properties/${flat}/contracts`;
  const { id: contractId } = await api.post<{ id: number }>(contracts, {
    propertyId: flat,
    currencyId: 1,
    frequencyTypeId: 3,
    frequencyValue: 1,
    amount: 800,
    startDate: `${year}-01-01`,
    endDate: `${year + 1}-12-31`,
    tenantsId: [tenantId],
  });
  const contract = `${contracts}/${contractId}`;
  const { id: paidRent } = await api.post<{ id: number }>(`${contract}/rents`, {
    currencyId: 1,
    paymentPeriodDate: `${year}-01-15`,
    paymentDueDate: `${year}-01-31`,
    amount: 800,
  });
  const { id: paymentId } = await api.post<{ id: number }>(`${contract}/rents/${paidRent}/payments`, {
    currencyId: 1,
    paymentDate: `${year}-01-20`,
    amount: 800,
  });
  const { id: dueRent } = await api.post<{ id: number }>(`${contract}/rents`, {
    currencyId: 1,
    paymentPeriodDate: `${month}-15`,
    paymentDueDate: `${month}-28`,
    amount: 800,
  });
  const { id: expenseId } = await api.post<{ id: number }>(`${entity}/expenses`, {
    propertyId: flat,
    currencyId: 1,
    date: `${year}-01-10`,
    name: 'Condomínio',
    amount: 45.5,
  });

  // The tenant's portal account: the landlord's invitation, accepted with a new password.
  await api.post(`${entity}/tenants/${tenantId}/invitation`, { email: tenantEmail });
  const link = new URLSearchParams(
    linkFrom(await waitForMail(tenantEmail, /tenant portal/), 'tenantInvitation').split('?')[1],
  );
  const accepted = await request.put('/api/auth/tenantInvitation', {
    data: { userEmail: link.get('email'), token: link.get('token'), password: PASSWORD },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await context.close();

  return {
    landlord,
    tenant: { email: tenantEmail, password: PASSWORD },
    entity,
    property: `${entity}/properties/${flat}`,
    tenantPage: `${entity}/tenants/${tenantId}`,
    contract,
    rent: `${contract}/rents/${dueRent}`,
    receiptForm: `${contract}/rents/${paidRent}/payments/${paymentId}/pdf/create`,
    expense: `${entity}/expenses/${expenseId}`,
  };
}

for (const language of ['en', 'pt'] as const) {
  const texts = TEXTS[language];

  test.describe(`accessibility (${language})`, () => {
    test('the public pages', async ({ page }) => {
      await useLanguage(page, language);
      await checkPage(page, '/', 'landing');
      await checkPage(page, '/login', 'login');
      await checkPage(page, '/registration', 'registration');
      await checkPage(page, '/requestResetPassword', 'forgot password');

      // The language list, open.
      await page.locator('#language-selector').click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectAccessible(page, 'language list');
    });

    test.describe('signed in', () => {
      // One portfolio for the three walks below, made once.
      test.describe.configure({ mode: 'serial' });
      let portfolio: Portfolio;
      test.beforeAll(async ({ browser }, testInfo) => {
        portfolio = await seedPortfolio(browser, testInfo.project.use.baseURL ?? '', language);
      });

      /** Signs `account` in, then has the app speak the language of the walk. */
      async function signIn(page: Page, account: Account) {
        await loginThroughUi(page, account);
        await page.evaluate((chosen) => localStorage.setItem('arrenda.language', chosen), language);
      }

      test("the landlord's lists and records", async ({ page }) => {
        // Twelve pages, each read whole by axe-core: over a minute on a slower 2-core machine.
        test.slow();
        await signIn(page, portfolio.landlord);
        const { entity } = portfolio;
        await checkPage(page, '/entities', 'entities');
        await checkPage(page, entity, 'entity overview and period summary');
        await checkPage(page, `${entity}/properties`, 'properties');
        await checkPage(page, portfolio.property, 'property');
        await checkPage(page, `${entity}/contracts`, 'contracts');
        await checkPage(page, portfolio.contract, 'contract and its rents');
        await checkPage(page, `${entity}/tenants`, 'tenants');
        await checkPage(page, '/profile', 'profile');
        await checkPage(page, '/reminders', 'reminders');
        await checkPage(page, `${entity}/taxYear?tab=statement`, 'tax year statement');
        await checkPage(page, `${entity}/taxYear?tab=atReceipts`, 'AT e-receipts');

        await checkPage(page, portfolio.tenantPage, 'tenant');
        await page.getByRole('button', { name: texts.deleteTenant }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectAccessible(page, 'delete confirmation');
      });

      test("the landlord's forms", async ({ page }) => {
        // Every form of the app, each read whole by axe-core: as long a walk as the lists'.
        test.slow();
        await signIn(page, portfolio.landlord);
        const { entity } = portfolio;
        await checkPage(page, '/entity/new', 'new entity');
        await checkPage(page, `${entity}/edit`, 'entity form');
        await checkPage(page, `${entity}/property/new`, 'new property');
        await checkPage(page, `${entity}/tenant/new`, 'new tenant');
        await checkPage(page, `${entity}/contract/new`, 'new contract');
        await checkPage(page, `${portfolio.contract}/rent/new`, 'new rent');
        await checkPage(page, `${portfolio.rent}/pay`, 'new payment');
        await checkPage(page, portfolio.receiptForm, 'receipt form');
        await checkPage(page, `${entity}/expense/new`, 'new expense');
        await checkPage(page, portfolio.expense, 'expense');
      });

      test("the tenant's portal", async ({ page }) => {
        await signIn(page, portfolio.tenant);
        await checkPage(page, '/portal', 'my rentals');
        await page.getByRole('button', { name: texts.confirmPayment }).first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectAccessible(page, 'payment confirmation');
      });
    });
  });
}
