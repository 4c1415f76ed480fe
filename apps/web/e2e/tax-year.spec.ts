import { readFile } from 'node:fs/promises';
import { EXPENSE_TAX_CATEGORY_NAMES } from '@arrenda/core';
import { expect, type Page } from '@playwright/test';
import { createActiveAccount, loginThroughUi, test, toast } from './support/accounts';
import { apiSession } from './support/api';
import { phoneJourney } from './support/nav';
import { companyWithFlat, LANDLORD_NIF } from './support/portfolio';
import { BROWSER_LOCALE, euros, LANGUAGES, type Language, textsOf } from './support/texts';

/**
 * The tax year of 2025, fixed days all in the past so that the test does not depend on today. A
 * flat with its tax identity, let to Joana Pires for 800 € a month with 25 % withheld (200 €, so
 * she pays 600 €):
 * - the rent of December 2024, paid on 5 January 2025: in the statement's January, and a payment
 *   for another year's rent in the reconciliation;
 * - March 2025's, paid on 8 March;
 * - April 2025's, paid in two halves, on 10 April and 2 May (each half carries half the tax).
 * Expenses of 2025: the IMI, 150 €, in the yield; an insurance, 40 €, outside it.
 */
const YEAR = 2025;
const TENANT_NIF = '234567899';
const AT_CONTRACT = 'AT-2024-9876';

/** A month's figures as its row shows them: received, retained, rent, taxable, extra charges. */
type Figures = [number, number, number, number, number];

const MONTHS: Record<Language, Record<number, string>> = {
  en: { 1: 'January', 3: 'March', 4: 'April', 5: 'May' },
  pt: { 1: 'Janeiro', 3: 'Março', 4: 'Abril', 5: 'Maio' },
};
const MARCH: Record<Language, string> = { en: 'March 2025', pt: 'março de 2025' };
const DAYS: Record<Language, { period: string; paid: string }> = {
  en: { period: '1 Mar 2025 – 31 Mar 2025', paid: '8 Mar 2025' },
  pt: { period: '01/03/2025 – 31/03/2025', paid: '08/03/2025' },
};

/** Sets up the portfolio through the API; answers the entity's and the contract's ids. */
async function portfolio(request: Parameters<typeof apiSession>[0], label: string) {
  const owner = await createActiveAccount(request, { label });
  const api = await apiSession(request, owner);
  const {
    entityId,
    entity: base,
    flat,
  } = await companyWithFlat(api, {
    flat: {
      propertyTaxInformation: {
        propertyLocationTypeId: 2,
        locationCode: '110654',
        articleCode: '2345',
        fractionCode: 'B',
      },
    },
  });
  const { id: tenant } = await api.post<{ id: number }>(`${base}/tenants`, {
    name: 'Joana Pires',
    fiscalNumber: TENANT_NIF,
  });
  const contracts = `${base}/properties/${flat}/contracts`;
  const { id: contractId } = await api.post<{ id: number }>(contracts, {
    propertyId: flat,
    currencyId: 1,
    frequencyTypeId: 3,
    frequencyValue: 1,
    amount: 800,
    taxableAmount: 800,
    taxRetention: true,
    taxRetentionPercentage: 25,
    atContractNumber: AT_CONTRACT,
    startDate: '2024-12-01',
    endDate: '2027-11-30',
    tenantsId: [tenant],
  });
  const rents = `${contracts}/${contractId}/rents`;
  const rent = async (month: string, payments: [string, number][]) => {
    const { id } = await api.post<{ id: number }>(rents, {
      currencyId: 1,
      paymentPeriodDate: `${month}-15`,
      paymentDueDate: `${month}-08`,
      amount: 800,
      retainedAmount: 200,
      taxableAmount: 800,
    });
    for (const [paymentDate, amount] of payments) {
      await api.post(`${rents}/${id}/payments`, { currencyId: 1, paymentDate, amount });
    }
  };
  await rent('2024-12', [['2025-01-05', 600]]);
  await rent('2025-03', [['2025-03-08', 600]]);
  await rent('2025-04', [
    ['2025-04-10', 300],
    ['2025-05-02', 300],
  ]);
  const expense = { propertyId: flat, currencyId: 1 };
  await api.post(`${base}/expenses`, {
    ...expense,
    date: '2025-06-10',
    name: 'IMI 2024',
    amount: 150,
    includeInYield: true,
    taxCategory: 'PROPERTY_TAX',
  });
  await api.post(`${base}/expenses`, {
    ...expense,
    date: '2025-07-01',
    name: 'Seguro',
    amount: 40,
    includeInYield: false,
  });
  return { owner, entityId, contractId };
}

/** A row's text as the page shows it: its cells one after the other. */
const rowText = (language: Language, label: string, figures: number[]) =>
  label + figures.map((amount) => euros(language, amount)).join('');

/** The page is no wider than the window: wide tables scroll inside their own box. */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const sizes = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(sizes.scroll, `width of ${what} at ${sizes.window} px`).toBeLessThanOrEqual(sizes.window);
}

/** Types a month as MM/YYYY into the month field, as a user does. */
async function typeMonth(page: Page, label: string, month: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill('');
  await input.pressSequentially(month);
  await page.keyboard.press('Tab');
}

for (const language of LANGUAGES) {
  const t = textsOf(language);

  test.describe(`the tax year (${language})`, () => {
    test.use({ locale: BROWSER_LOCALE[language] });

    test(
      'shows the statement of 2025 with its figures, downloads it, and records an AT e-receipt number',
      phoneJourney(language),
      async ({ page, context, request }) => {
        const { owner, entityId, contractId } = await portfolio(request, `tax-year-${language}`);
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await loginThroughUi(page, owner);

        // From the overview's header, then the year.
        await page.goto(`/entities/${entityId}`);
        await page
          .getByRole('navigation', { name: t('entity.action.label') })
          .getByRole('link', { name: t('taxYear.link') })
          .click();
        await expect(page.getByRole('heading', { level: 1, name: t('taxYear.title') })).toBeVisible();
        await expect(page).toHaveTitle(`${t('taxYear.title')} · Arrenda`);
        await page.getByLabel(t('taxYear.year'), { exact: true }).selectOption(String(YEAR));
        await expect(page).toHaveURL(new RegExp(`/entities/${entityId}/taxYear\\?year=${YEAR}`));
        await expect(
          page.getByText(t('taxYear.landlord', { name: 'Casas do Tejo, Lda.', nif: LANDLORD_NIF })),
        ).toBeVisible();

        // The flat: its tax identity, its contract month by month (by the payments' days), its expenses.
        const flat = page.getByRole('region', { name: 'T1 Alfama' });
        await expect(
          flat.getByText(
            [
              t('taxYear.tax.parish', { code: '110654' }),
              t('taxYear.tax.type.U'),
              t('taxYear.tax.article', { article: '2345' }),
              t('taxYear.tax.fraction', { fraction: 'B' }),
            ].join(' · '),
          ),
        ).toBeVisible();
        await expect(
          flat.getByText(t('taxYear.tenant.nif', { name: 'Joana Pires', nif: TENANT_NIF })),
        ).toBeVisible();
        await expect(flat.getByText(AT_CONTRACT)).toBeVisible();
        const months = flat.getByRole('table', { name: t('taxYear.months.label', { id: contractId }) });
        const rows: [number, Figures][] = [
          [1, [600, 200, 800, 800, 0]],
          [3, [600, 200, 800, 800, 0]],
          [4, [300, 100, 400, 400, 0]],
          [5, [300, 100, 400, 400, 0]],
        ];
        await expect(months.getByRole('row')).toHaveText([
          [
            t('taxYear.col.month'),
            t('taxYear.col.received'),
            t('taxYear.col.retained'),
            t('taxYear.col.gross'),
            t('taxYear.col.taxable'),
            t('taxYear.col.extra'),
          ].join(''),
          ...rows.map(([month, figures]) => rowText(language, MONTHS[language][month] ?? '', figures)),
          rowText(language, t('taxYear.total'), [1800, 600, 2400, 2400, 0]),
        ]);
        const expenses = flat.getByRole('table', {
          name: t('taxYear.expenses.label', { property: 'T1 Alfama' }),
        });
        await expect(expenses.getByRole('row').nth(1)).toHaveText(
          rowText(language, EXPENSE_TAX_CATEGORY_NAMES[language].PROPERTY_TAX, [150]),
        );

        // The year's totals, and how they meet the finance summary of 2025 (rents by their period):
        // 1 800 € received - 600 € for December 2024's rent = 1 200 € paid.
        await expect(
          page
            .getByRole('table', { name: t('taxYear.totals.label', { year: YEAR }) })
            .getByRole('row')
            .nth(1),
        ).toHaveText(rowText(language, t('lov.currency.Euro'), [1800, 600, 2400, 2400, 0, 150]));
        await expect(
          page.getByText(
            t('taxYear.reconciliation.paid', {
              year: YEAR,
              paid: euros(language, 1200),
              received: euros(language, 1800),
              forOther: euros(language, 600),
              inOther: euros(language, 0),
            }),
          ),
        ).toBeVisible();
        await expect(
          page.getByText(
            t('taxYear.reconciliation.retained', {
              summary: euros(language, 400),
              retained: euros(language, 600),
              forOther: euros(language, 200),
              inOther: euros(language, 0),
            }),
          ),
        ).toBeVisible();
        await expect(
          page.getByText(
            t('taxYear.reconciliation.expenses', {
              summary: euros(language, 190),
              inYield: euros(language, 150),
              notInYield: euros(language, 40),
            }),
          ),
        ).toBeVisible();

        // The CSV, in the language's conventions.
        const downloading = page.waitForEvent('download');
        await page.getByRole('button', { name: t('taxYear.download.csv') }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toBe(
          language === 'en' ? 'arrenda-annual-statement-2025.csv' : 'arrenda-declaracao-anual-2025.csv',
        );
        const csv = await readFile(await download.path(), 'utf8');
        expect(csv).toContain(
          language === 'en'
            ? '2025-03,EUR,600.00,200.00,800.00,800.00,0.00'
            : '03-2025;EUR;600,00;200,00;800,00;800,00;0,00',
        );
        expect(csv).toContain(
          language === 'en'
            ? '2025-05,EUR,300.00,100.00,400.00,400.00,0.00'
            : '05-2025;EUR;300,00;100,00;400,00;400,00;0,00',
        );

        // Anexo F: one line for the flat and its tenant.
        await page.getByRole('tab', { name: t('taxYear.tab.anexoF') }).click();
        const anexo = page.getByRole('table', { name: t('taxYear.anexoF.label', { year: YEAR }) });
        await expect(anexo.getByRole('row').nth(1)).toHaveText(
          `4001110654U2345B${euros(language, 2400)}${euros(language, 600)}${TENANT_NIF}${[0, 0, 0, 150, 0, 0]
            .map((amount) => euros(language, amount))
            .join('')}`,
        );

        // The AT e-receipts of March 2025: the form's fields, copied; then the number recorded.
        await page.getByRole('tab', { name: t('taxYear.tab.atReceipts') }).click();
        await typeMonth(page, t('taxYear.at.month'), '03/2025');
        await expect(
          page.getByText(t('taxYear.at.missing', { count: 1, month: MARCH[language] })),
        ).toBeVisible();
        const payment = page
          .getByRole('list', { name: t('taxYear.at.list', { month: MARCH[language] }) })
          .getByRole('listitem');
        await expect(payment).toHaveCount(1);
        await expect(payment.getByRole('definition')).toHaveText([
          LANDLORD_NIF,
          TENANT_NIF,
          AT_CONTRACT,
          DAYS[language].period,
          euros(language, 800),
          euros(language, 200),
          DAYS[language].paid,
        ]);
        await payment.getByRole('button', { name: t('taxYear.at.copy.tenantNif') }).click();
        await expect(toast(page, t('taxYear.at.copied'))).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(TENANT_NIF);

        await payment.getByLabel(t('taxYear.at.number')).fill('2025/0317');
        await payment.getByRole('button', { name: t('taxYear.at.save') }).click();
        await expect(toast(page, t('taxYear.at.saved'))).toBeVisible();
        await expect(
          page.getByText(t('taxYear.at.missing', { count: 0, month: MARCH[language] })),
        ).toBeVisible();
        await expect(payment).toHaveCount(0);

        // Shown again with the payments that have a number.
        await page.getByLabel(t('taxYear.at.showAll')).click();
        await expect(page.getByText(t('taxYear.at.recorded', { number: '2025/0317' }))).toBeVisible();

        // No view scrolls sideways on the narrowest phone.
        await page.setViewportSize({ width: 360, height: 740 });
        await expectNoSidewaysScroll(page, t('taxYear.tab.atReceipts'));
        for (const tab of ['taxYear.tab.statement', 'taxYear.tab.anexoF']) {
          await page.getByRole('tab', { name: t(tab) }).click();
          await expect(page.getByRole('tab', { name: t(tab) })).toHaveAttribute('aria-selected', 'true');
          await expectNoSidewaysScroll(page, t(tab));
        }
      },
    );
  });
}
