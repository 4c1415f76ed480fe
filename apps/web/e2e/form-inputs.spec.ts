import { expect, type Locator, type Page } from '@playwright/test';
import {
  type Account,
  createActiveAccount,
  loginThroughUi,
  PASSWORD,
  test,
  uniqueEmail,
} from './support/accounts';
import { apiSession, createEntity } from './support/api';
import { linkFrom, waitForMail } from './support/mail';
import { chooseLanguage } from './support/nav';

const now = new Date();
const year = now.getFullYear();
const pad = (value: number) => String(value).padStart(2, '0');
const month = `${year}-${pad(now.getMonth() + 1)}`;

/** The open date picker panel (PrimeReact appends it to the page's body). */
const datePanel = (page: Page) => page.locator('.p-datepicker:not(.p-datepicker-inline)');

/** Types `text` into a number field after clearing it, then leaves it. */
async function typeNumber(input: Locator, text: string) {
  await input.fill('');
  await input.pressSequentially(text);
  await input.blur();
}

/**
 * A tenant with portal access to one rent of this month: the landlord sets everything up through
 * the API, and the tenant accepts the mailed invitation the way the invitation page does.
 */
async function tenantWithRent(request: Parameters<typeof createActiveAccount>[0]): Promise<Account> {
  const landlord = await createActiveAccount(request, { label: 'inputs-landlord' });
  const api = await apiSession(request, landlord);
  const entityId = await createEntity(api, 'Casas da Graça');
  const { id: flat } = await api.post<{ id: number }>(`/entities/${entityId}/properties`, {
    baseInfo: { propertyTypeId: 3, name: 'T1 Graça' },
  });
  const email = uniqueEmail('inputs-tenant');
  const { id: tenantId } = await api.post<{ id: number }>(`/entities/${entityId}/tenants`, {
    name: 'Marta Reis',
    email,
  });
  const contracts = `/entities/${entityId}/properties/${flat}/contracts`;
  const { id: contractId } = await api.post<{ id: number }>(contracts, {
    propertyId: flat,
    currencyId: 1,
    frequencyTypeId: 3,
    frequencyValue: 1,
    amount: 750,
    startDate: `${year}-01-01`,
    endDate: `${year + 1}-12-31`,
    tenantsId: [tenantId],
  });
  await api.post(`${contracts}/${contractId}/rents`, {
    currencyId: 1,
    paymentPeriodDate: `${month}-01`,
    paymentDueDate: `${month}-08`,
    amount: 750,
  });
  await api.post(`/entities/${entityId}/tenants/${tenantId}/invitation`, { email });
  const link = new URLSearchParams(
    linkFrom(await waitForMail(email, /invites you to the tenant portal/), 'tenantInvitation').split('?')[1],
  );
  const accepted = await request.put('/api/auth/tenantInvitation', {
    data: { userEmail: link.get('email'), token: link.get('token'), password: PASSWORD },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { email, password: PASSWORD };
}

const DIALOG = {
  English: { title: 'Confirm payment', amount: 'Amount paid', date: 'Payment date', wrong: '750,5' },
  Português: {
    title: 'Confirmar pagamento',
    amount: 'Valor pago',
    date: 'Data do pagamento',
    wrong: '750.5',
  },
} as const;

test.describe('date fields', () => {
  for (const language of ['English', 'Português'] as const) {
    test(`take a typed day, open the calendar on its button or Alt+↓, and Esc closes only the calendar (${language})`, async ({
      page,
      request,
    }) => {
      const tenant = await tenantWithRent(request);
      await loginThroughUi(page, tenant);
      if (language === 'Português') await chooseLanguage(page, language);
      await page.goto('/portal');
      const text = DIALOG[language];
      await page
        .getByRole('button', { name: /Confirm payment|Confirmar pagamento/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: text.title });
      const day = dialog.getByLabel(text.date, { exact: true });

      // Clicking into the field leaves the focus there and the calendar closed: typing works.
      await day.click();
      await expect(datePanel(page)).toBeHidden();
      await expect(day).toBeFocused();
      await day.fill('');
      await day.pressSequentially('03-02-2026');
      await expect(day).toHaveValue('03-02-2026');

      // Alt+↓ opens the calendar with the focus on the typed day, for the arrows; Esc closes the
      // calendar, not the dialog, and gives the focus back to the field.
      await day.press('Alt+ArrowDown');
      await expect(datePanel(page)).toBeVisible();
      await expect(datePanel(page).getByText('3', { exact: true })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(datePanel(page)).toBeHidden();
      await expect(dialog).toBeVisible();
      await expect(day).toHaveValue('03-02-2026');
      await expect(day).toBeFocused();

      // An Esc straight after Alt+↓, before the calendar has taken the keys, is the calendar's too.
      await day.press('Alt+ArrowDown');
      await page.keyboard.press('Escape');
      await expect(datePanel(page)).toBeHidden();
      await expect(dialog).toBeVisible();
      await expect(day).toHaveValue('03-02-2026');

      // The button opens it too, and Esc from within the calendar closes it alone.
      await dialog.getByRole('button', { name: /Choose Date|Escolher data/i }).click();
      await expect(datePanel(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(datePanel(page)).toBeHidden();
      await expect(dialog).toBeVisible();
      await expect(day).toHaveValue('03-02-2026');

      // The amount takes the language's decimal separator only.
      const amount = dialog.getByLabel(text.amount);
      await typeNumber(amount, text.wrong);
      await expect(amount).toHaveValue(text.wrong);
      await expect(
        dialog.getByText(
          language === 'English'
            ? 'Use a point for decimals (1,234.56)'
            : 'Use a vírgula para as casas decimais (1.234,56)',
        ),
      ).toBeVisible();
    });
  }
});

/** The message under a field's input (FormField links it as `<id>-error`). */
async function errorOf(input: Locator): Promise<Locator> {
  const id = await input.getAttribute('id');
  return input.page().locator(`[id="${id}-error"]`);
}

/** What each language types and reads; labels as regular expressions, whatever their case. */
const NUMBERS = {
  English: {
    area: /^area \(m²\)$/i,
    value: /^value$/i,
    latitude: /^latitude$/i,
    longitude: /^longitude$/i,
    amount: /^amount$/i,
    retention: /^tax retention$/i,
    yes: 'Yes',
    percentage: /^tax retention percentage$/i,
    frequency: /^frequency$/i,
    other: 'Other',
    every: /^every$/i,
    otherSeparator: '95,5',
    ownSeparator: '1234.5',
    shown: '1,234.50',
    percent: '12.5',
    wrongPercent: '12,5',
    coordinates: ['38.7139', '-9.1394'],
    decimals: 'Use a point for decimals (1,234.56)',
    whole: 'Whole numbers only: no decimal or thousands separator',
  },
  Português: {
    area: /^área \(m²\)$/i,
    value: /^valor$/i,
    latitude: /^latitude$/i,
    longitude: /^longitude$/i,
    amount: /^valor$/i,
    retention: /^retenção na fonte$/i,
    yes: 'Sim',
    percentage: /^percentagem de retenção na fonte$/i,
    frequency: /^periodicidade$/i,
    other: 'Outra',
    every: /^a cada$/i,
    otherSeparator: '95.5',
    ownSeparator: '1234,5',
    shown: '1.234,50',
    percent: '12,5',
    wrongPercent: '12.5',
    coordinates: ['38,7139', '-9,1394'],
    decimals: 'Use a vírgula para as casas decimais (1.234,56)',
    whole: 'Só números inteiros: sem separador decimal nem de milhares',
  },
} as const;

test.describe('number fields', () => {
  for (const language of ['English', 'Português'] as const) {
    test(`take the decimal separator of the language and refuse the other (${language})`, async ({
      page,
      request,
      sharedAccount,
    }) => {
      const text = NUMBERS[language];
      const api = await apiSession(request, sharedAccount);
      const entityId = await createEntity(api, `Números ${language}`);
      const { id: flat } = await api.post<{ id: number }>(`/entities/${entityId}/properties`, {
        baseInfo: { propertyTypeId: 3, name: 'T2' },
      });
      await loginThroughUi(page, sharedAccount);
      await chooseLanguage(page, language);

      // The property form: square metres are whole, the value and the coordinates are decimals.
      await page.goto(`/entities/${entityId}/property/new`);
      const area = page.getByLabel(text.area);
      await typeNumber(area, '95,5');
      await expect(area).toHaveValue('95,5');
      await expect(await errorOf(area)).toHaveText(text.whole);
      await typeNumber(area, '95.5');
      await expect(await errorOf(area)).toHaveText(text.whole);
      await typeNumber(area, '95');
      await expect(await errorOf(area)).toBeHidden();

      const value = page.getByLabel(text.value);
      await typeNumber(value, text.otherSeparator);
      await expect(value).toHaveValue(text.otherSeparator);
      await expect(await errorOf(value)).toHaveText(text.decimals);
      await typeNumber(value, text.ownSeparator);
      await expect(value).toHaveValue(text.shown);
      await expect(await errorOf(value)).toBeHidden();

      const [latitude, longitude] = text.coordinates;
      await typeNumber(page.getByLabel(text.latitude), latitude);
      await typeNumber(page.getByLabel(text.longitude), longitude);
      await expect(page.getByLabel(text.latitude)).toHaveValue(latitude);
      await expect(page.getByLabel(text.longitude)).toHaveValue(longitude);
      await expect(await errorOf(page.getByLabel(text.longitude))).toBeHidden();

      // The contract form: amounts and the retention percentage are decimals, the frequency whole.
      await page.goto(`/entities/${entityId}/contract/new?property=${flat}`);
      const amount = page.getByLabel(text.amount).first();
      await typeNumber(amount, text.otherSeparator);
      await expect(await errorOf(amount)).toHaveText(text.decimals);
      await typeNumber(amount, text.ownSeparator);
      await expect(amount).toHaveValue(text.shown);

      await page.getByRole('group', { name: text.retention }).getByRole('button', { name: text.yes }).click();
      const percentage = page.getByLabel(text.percentage);
      await expect(percentage).toHaveValue('25');
      await typeNumber(percentage, text.wrongPercent);
      await expect(await errorOf(percentage)).toHaveText(text.decimals);
      await typeNumber(percentage, text.percent);
      await expect(percentage).toHaveValue(text.percent);
      await expect(await errorOf(percentage)).toBeHidden();

      await page
        .getByRole('group', { name: text.frequency })
        .getByRole('button', { name: text.other })
        .click();
      const every = page.getByLabel(text.every);
      await typeNumber(every, '1,5');
      await expect(await errorOf(every)).toHaveText(text.whole);
      await typeNumber(every, '2');
      await expect(await errorOf(every)).toBeHidden();
    });
  }
});
