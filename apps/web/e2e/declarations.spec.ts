import { expect, type Locator, type Page } from '@playwright/test';
import { createActiveAccount, loginThroughUi, test, toast } from './support/accounts';
import { type ApiSession, apiSession } from './support/api';
import { phoneJourney, press } from './support/nav';
import { pdfText } from './support/pdf-text';
import { joanaWithPaidRents } from './support/portfolio';
import { openSelect } from './support/select';
import { BROWSER_LOCALE, LANGUAGES, textsOf } from './support/texts';

/** Fixed past years: the contract ran 2024 and 2025, and only 2024's rents were paid. */
const PAID_YEAR = 2024;
const UNPAID_YEAR = 2025;

/**
 * A company letting a flat to Joana Pires from 1 January 2024 to 31 December 2025, paid for March
 * and April 2024; all through the API. Answers the tenant's page and the tenant's id.
 */
async function seedTenant(api: ApiSession) {
  const { entity, tenantId } = await joanaWithPaidRents(api, PAID_YEAR, {
    contract: { atContractNumber: '123456789' },
  });
  return { tenantPage: `${entity}/tenants/${tenantId}`, tenantId };
}

/** Picks `year` in the year drop-down inside `where`. */
async function chooseYear(page: Page, where: Locator, year: number) {
  const panels = await openSelect(page, where.locator('.p-dropdown'));
  await press(panels.getByRole('option', { name: String(year), exact: true }));
  await expect(where.locator('.p-dropdown-label')).toHaveText(String(year));
}

for (const language of LANGUAGES) {
  const t = textsOf(language);

  test.describe(`yearly declaration on the tenant page (${language})`, () => {
    test.use({ locale: BROWSER_LOCALE[language] });

    test(
      'the landlord downloads the declaration of a year the tenant paid, and is told of a year without payments',
      phoneJourney(language),
      async ({ page, request }) => {
        const landlord = await createActiveAccount(request, { label: `declaration-${language}` });
        const { tenantPage, tenantId } = await seedTenant(await apiSession(request, landlord));

        await loginThroughUi(page, landlord);
        await page.goto(tenantPage);
        const card = page.getByRole('region', { name: t('tenant.declaration.title') });
        await expect(card.getByText(t('tenant.declaration.hint'))).toBeVisible();

        // The year the rents were paid: the PDF, as the server names it.
        await chooseYear(page, card, PAID_YEAR);
        const answering = page.waitForResponse((response) =>
          response.url().endsWith(`/tenants/${tenantId}/declarations/${PAID_YEAR}`),
        );
        const downloading = page.waitForEvent('download');
        await press(card.getByRole('button', { name: t('declaration.download') }));
        const answer = await answering;
        expect(answer.status()).toBe(200);
        expect(answer.headers()['content-type']).toMatch(/^application\/pdf/);
        const download = await downloading;
        expect(download.suggestedFilename()).toBe(`Declaração de rendas ${PAID_YEAR} - Joana Pires.pdf`);
        const text = await pdfText(await download.path());
        expect(text).toContain('Declaração de rendas recebidas');
        expect(text).toContain('Joana Pires');
        expect(text).toContain('234567899');
        expect(text).toContain('contrato AT n.º 123456789');
        expect(text).toContain('1.500,00');

        // A year without payments: the server's message, in the page's language, and no file.
        await chooseYear(page, card, UNPAID_YEAR);
        await press(card.getByRole('button', { name: t('declaration.download') }));
        await expect(toast(page, t('server.noPaymentsInYear', { year: UNPAID_YEAR }))).toBeVisible();
      },
    );
  });
}
