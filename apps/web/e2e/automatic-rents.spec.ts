import { expect } from '@playwright/test';
import { loginThroughUi, test, toast } from './support/accounts';
import { apiSession, createEntity } from './support/api';

/** A month 'YYYY-MM' counted from the current one (UTC), and its name as the page writes it. */
function month(offset: number) {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  const name = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return { period: first.toISOString().slice(0, 7), name: name.format(first) };
}

test.describe('automatic rents', () => {
  test('generate the missing rents of a contract, then turn automatic rents on', async ({
    page,
    request,
    sharedAccount,
  }) => {
    const api = await apiSession(request, sharedAccount);
    const entityId = await createEntity(api, 'Rendas Automáticas');
    const { id: flat } = await api.post<{ id: number }>(`/entities/${entityId}/properties`, {
      baseInfo: { propertyTypeId: 3, name: 'T2 Graça' },
    });
    const { id: tenant } = await api.post<{ id: number }>(`/entities/${entityId}/tenants`, {
      name: 'Rita Sousa',
    });
    const contracts = `/entities/${entityId}/properties/${flat}/contracts`;
    const [threeAgo, twoAgo, lastMonth, thisMonth] = [month(-3), month(-2), month(-1), month(0)];
    const { id: contractId } = await api.post<{ id: number }>(contracts, {
      propertyId: flat,
      currencyId: 1,
      frequencyTypeId: 3,
      frequencyValue: 1,
      amount: 800,
      extraAmount: 40,
      startDate: `${threeAgo.period}-01`,
      endDate: `${month(24).period}-28`,
      tenantsId: [tenant],
    });
    const contractPage = `${contracts}/${contractId}`;
    await api.post(`${contractPage}/rents`, {
      currencyId: 1,
      paymentPeriodDate: `${twoAgo.period}-15`,
      paymentDueDate: `${twoAgo.period}-08`,
      amount: 800,
    });
    await loginThroughUi(page, sharedAccount);

    await page.goto(`${contractPage}#rents`);
    const rents = page.getByRole('region', { name: 'Rents' });
    await expect(rents.getByRole('article')).toHaveCount(1);
    await expect(rents.getByText(/^Expected to find rents for/)).toBeVisible();
    const automaticFact = page.locator('.contract-fact', { hasText: 'Automatic rents' }).locator('dd');
    await expect(automaticFact).toHaveText('No');

    await rents.getByRole('button', { name: 'Generate missing rents' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate missing rents' });
    await expect(dialog.getByText("Create these 3 rents with the contract's amounts?")).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveText([threeAgo.name, lastMonth.name, thisMonth.name]);
    await dialog.getByRole('button', { name: 'Generate' }).click();

    await expect(toast(page, '3 rents created')).toBeVisible();
    await expect(rents.getByRole('article')).toHaveCount(4);
    for (const created of [threeAgo, lastMonth, thisMonth]) {
      const card = rents.getByRole('article', { name: created.name });
      await expect(card).toBeVisible();
      // The contract's total: amount plus extra amount.
      await expect(card.getByText('€840.00').first()).toBeVisible();
    }
    await expect(rents.getByText(/^Expected to find rents for/)).toHaveCount(0);
    await expect(rents.getByRole('button', { name: 'Generate missing rents' })).toHaveCount(0);

    // The contract form's choice, saved and shown on the contract page.
    await page.goto(`${contractPage}/edit`);
    const automatic = page.getByRole('group', { name: 'Automatic rents' });
    await expect(
      page.getByText('A rent is added for each new period, every day the server checks.'),
    ).toBeVisible();
    await automatic.getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(toast(page, 'Contract successfully updated!')).toBeVisible();
    await expect(page).toHaveURL(contractPage);
    await expect(automaticFact).toHaveText('Yes');
  });

  test('turning automatic rents on in the contract form shows the months due so far at once', async ({
    page,
    request,
    sharedAccount,
  }) => {
    const api = await apiSession(request, sharedAccount);
    const entityId = await createEntity(api, 'Rendas Ligadas');
    const { id: flat } = await api.post<{ id: number }>(`/entities/${entityId}/properties`, {
      baseInfo: { propertyTypeId: 3, name: 'T1 Alfama' },
    });
    const { id: tenant } = await api.post<{ id: number }>(`/entities/${entityId}/tenants`, {
      name: 'Tiago Reis',
    });
    const contracts = `/entities/${entityId}/properties/${flat}/contracts`;
    const [lastMonth, thisMonth] = [month(-1), month(0)];
    const { id: contractId } = await api.post<{ id: number }>(contracts, {
      propertyId: flat,
      currencyId: 1,
      frequencyTypeId: 3,
      frequencyValue: 1,
      amount: 650,
      startDate: `${lastMonth.period}-01`,
      endDate: `${month(24).period}-28`,
      tenantsId: [tenant],
    });
    const contractPage = `${contracts}/${contractId}`;
    await loginThroughUi(page, sharedAccount);
    await page.goto(`${contractPage}#rents`);
    const rents = page.getByRole('region', { name: 'Rents' });
    await expect(rents.getByText(/^Expected to find rents for/)).toBeVisible();

    await page.goto(`${contractPage}/edit`);
    await page.getByRole('group', { name: 'Automatic rents' }).getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(toast(page, 'Contract successfully updated!')).toBeVisible();
    await expect(page).toHaveURL(contractPage);
    for (const due of [lastMonth, thisMonth]) {
      await expect(rents.getByRole('article', { name: due.name })).toBeVisible();
    }
    await expect(rents.getByText(/^Expected to find rents for/)).toHaveCount(0);
  });
});
