import { expect, type Page } from '@playwright/test';
import { createActiveAccount, loginThroughUi, test } from './support/accounts';
import { apiSession, createEntity } from './support/api';

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const thisMonth = new Date().toISOString().slice(0, 7);

async function chooseLanguage(page: Page, label: 'English' | 'Português') {
  const selector = page.locator('.p-dropdown').filter({ has: page.locator('#language-selector') });
  await selector.click();
  await page.getByRole('listbox').getByRole('option', { name: label, exact: true }).click();
  await expect(selector).toContainText(label);
}

test.describe('entity finances', () => {
  test('the overview shows the debt, the period figures and the action reasons in both languages', async ({
    page,
    request,
  }) => {
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
    await api.post(`${base}/expenses`, {
      propertyId: null,
      currencyId: 1,
      date: day(0),
      name: 'Contabilista',
      amount: 61.5,
    });

    await loginThroughUi(page, owner);
    await page.goto(base);
    const totals = page.getByRole('region', { name: 'Totals' });
    await expect(totals.getByText('Total debt')).toBeVisible();
    await expect(totals.getByText('€499.50')).toBeVisible();

    const contractsTable = page.getByRole('region', { name: 'Contracts and actions required' });
    await expect(contractsTable.getByText('T2 Bonfim')).toBeVisible();
    await expect(contractsTable.getByText('Inês Moura')).toBeVisible();
    await expect(contractsTable.getByText(/^Contract ends on /)).toBeVisible();
    await expect(contractsTable.getByText(/^Rent overdue since /)).toBeVisible();
    await expect(contractsTable.getByText('Resto na próxima semana')).toBeVisible();
    const pay = contractsTable.getByRole('link', { name: 'Pay rent of T2 Bonfim' });
    await expect(pay).toHaveAttribute('href', `${contracts}/${contractId}/rents/${rentId}/pay`);

    const summary = page.getByRole('region', { name: /^Period summary/ });
    await expect(summary.getByRole('table').first().getByText('€900.00').first()).toBeVisible();
    await expect(summary.getByText('€400.50').first()).toBeVisible();
    await expect(page.getByText('Contabilista')).toBeVisible();

    await chooseLanguage(page, 'Português');
    await expect(page.getByText('Dívida total')).toBeVisible();
    await expect(page.getByText(/^O contrato termina a /)).toBeVisible();
    await expect(page.getByText(/^Renda em atraso desde /)).toBeVisible();
    await expect(page.getByRole('link', { name: /^Pagar/ }).first()).toBeVisible();
    await chooseLanguage(page, 'English');
  });
});
