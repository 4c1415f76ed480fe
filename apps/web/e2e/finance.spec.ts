import { expect } from '@playwright/test';
import { createActiveAccount, loginThroughUi, test } from './support/accounts';
import { apiSession, createEntity } from './support/api';
import { phoneJourney, press } from './support/nav';
import { BROWSER_LOCALE, euros, LANGUAGES, textPattern, textsOf } from './support/texts';

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const thisMonth = new Date().toISOString().slice(0, 7);

for (const language of LANGUAGES) {
  const t = textsOf(language);
  const money = (amount: number) => euros(language, amount);

  test.describe(`entity finances (${language})`, () => {
    test.use({ locale: BROWSER_LOCALE[language] });

    test(
      'the overview shows the debt, the period figures and the action reasons',
      phoneJourney(language),
      async ({ page, request }) => {
        const owner = await createActiveAccount(request, { label: 'finance-owner' });
        const api = await apiSession(request, owner);
        const entityId = await createEntity(api, 'Rendas do Porto');
        const base = `/entities/${entityId}`;
        const { id: flat } = await api.post<{ id: number }>(`${base}/properties`, {
          baseInfo: { propertyTypeId: 3, name: 'T2 Bonfim' },
        });
        const { id: tenant } = await api.post<{ id: number }>(`${base}/tenants`, { name: 'Inês Moura' });
        // A contract of this month that ends in 45 days, with this month's rent due yesterday and partly paid.
        const contracts = `${base}/properties/${flat}/contracts`;
        const { id: contractId } = await api.post<{ id: number }>(contracts, {
          propertyId: flat,
          currencyId: 1,
          frequencyTypeId: 3,
          frequencyValue: 1,
          amount: 900,
          startDate: `${thisMonth}-01`,
          endDate: day(45),
          tenantsId: [tenant],
        });
        const rents = `${contracts}/${contractId}/rents`;
        const { id: rentId } = await api.post<{ id: number }>(rents, {
          currencyId: 1,
          paymentPeriodDate: `${thisMonth}-15`,
          paymentDueDate: day(-1),
          amount: 900,
        });
        await api.post(`${rents}/${rentId}/payments`, {
          currencyId: 1,
          paymentDate: day(-1),
          amount: 400.5,
          description: 'Resto na próxima semana',
        });
        // A second contract, owing nothing, to search and sort the contracts by.
        const { id: shop } = await api.post<{ id: number }>(`${base}/properties`, {
          baseInfo: { propertyTypeId: 3, name: 'T1 Ribeira' },
        });
        const { id: shopTenant } = await api.post<{ id: number }>(`${base}/tenants`, { name: 'Rui Pinto' });
        await api.post(`${base}/properties/${shop}/contracts`, {
          propertyId: shop,
          currencyId: 1,
          frequencyTypeId: 3,
          frequencyValue: 1,
          amount: 650,
          startDate: `${thisMonth}-01`,
          endDate: day(400),
          tenantsId: [shopTenant],
        });
        await api.post(`${base}/expenses`, {
          propertyId: null,
          currencyId: 1,
          date: day(0),
          name: 'Contabilista',
          amount: 61.5,
        });

        // From the login's landing list to the entity, as a user goes.
        await loginThroughUi(page, owner);
        await press(page.locator('.entity-card').filter({ hasText: 'Rendas do Porto' }));
        await expect(page).toHaveURL(base);
        const totals = page.getByRole('region', { name: t('finance.totals.title') });
        await expect(totals.getByText(t('finance.totals.debt'))).toBeVisible();
        await expect(totals.getByText(money(499.5))).toBeVisible();

        const contractsTable = page.getByRole('region', { name: t('finance.contracts.title') });
        await expect(contractsTable.getByText('T2 Bonfim')).toBeVisible();
        await expect(contractsTable.getByText('Inês Moura')).toBeVisible();
        await expect(
          contractsTable.getByText(textPattern(language, 'finance.action.CONTRACT_ENDING')),
        ).toBeVisible();
        await expect(
          contractsTable.getByText(textPattern(language, 'finance.action.RENT_OVERDUE')),
        ).toBeVisible();
        await expect(contractsTable.getByText('Resto na próxima semana')).toBeVisible();
        const pay = contractsTable.getByRole('link', { name: t('finance.payNamed', { name: 'T2 Bonfim' }) });
        await expect(pay).toHaveAttribute('href', `${contracts}/${contractId}/rents/${rentId}/pay`);

        const summary = page.getByRole('region', { name: t('finance.period.title') });
        await expect(summary.getByRole('table').first().getByText(money(900)).first()).toBeVisible();
        await expect(summary.getByText(money(400.5)).first()).toBeVisible();
        await expect(page.getByText('Contabilista')).toBeVisible();

        // The server searches and sorts the contracts; what the table asked for stays in the URL.
        const contractRows = contractsTable.locator('tbody tr');
        await expect(contractRows).toHaveCount(2);
        const search = contractsTable.getByRole('searchbox', { name: t('finance.contracts.search.label') });
        await search.fill('bonfim');
        await expect(page).toHaveURL(/contracts-q=bonfim/);
        await expect(contractRows).toHaveCount(1);
        await expect(contractRows.first()).toContainText('T2 Bonfim');
        await search.fill('');
        await expect(page).not.toHaveURL(/contracts-q=/);
        await expect(contractRows).toHaveCount(2);
        const debt = contractsTable.getByRole('columnheader', {
          name: t('finance.contracts.column.debt'),
          exact: true,
        });
        await press(debt);
        await expect(page).toHaveURL(/\?contracts-sort=debt$/);
        await expect(contractRows.first()).toContainText('T1 Ribeira');
        await press(debt);
        await expect(page).toHaveURL(/\?contracts-sort=debt&contracts-order=desc$/);
        await expect(contractRows.first()).toContainText('T2 Bonfim');
        // Back restores the sort before.
        await page.goBack();
        await expect(page).toHaveURL(/\?contracts-sort=debt$/);
        await expect(contractRows.first()).toContainText('T1 Ribeira');
        await expect(contractRows).toHaveCount(2);

        // The period summary is searched and sorted by the server too, under its own keys in the URL.
        const summaryRows = summary.getByRole('table').first().locator('tbody tr');
        await expect(summaryRows).toHaveCount(2);
        // By property by default.
        await expect(summaryRows.first()).toContainText('T1 Ribeira');
        const summarySearch = summary.getByRole('searchbox', { name: t('finance.summary.search.label') });
        await summarySearch.fill('bonfim');
        await expect(page).toHaveURL(/summary-q=bonfim/);
        await expect(summaryRows).toHaveCount(1);
        await expect(summaryRows.first()).toContainText('T2 Bonfim');
        // The footer still totals the whole period, and says so.
        await expect(summary.getByText(t('finance.summary.totalAll'))).toBeVisible();
        await summarySearch.fill('');
        await expect(page).not.toHaveURL(/summary-q=/);
        await expect(summaryRows).toHaveCount(2);
        const summaryDebt = summary.getByRole('columnheader', {
          name: t('finance.summary.column.debt'),
          exact: true,
        });
        await press(summaryDebt);
        await expect(page).toHaveURL(/\?contracts-sort=debt&summary-sort=debt$/);
        await expect(summaryRows.first()).toContainText('T1 Ribeira');
        await press(summaryDebt);
        await expect(page).toHaveURL(/\?contracts-sort=debt&summary-sort=debt&summary-order=desc$/);
        await expect(summaryRows.first()).toContainText('T2 Bonfim');
        // The contracts above kept their own sort.
        await expect(contractRows.first()).toContainText('T1 Ribeira');
      },
    );
  });
}
