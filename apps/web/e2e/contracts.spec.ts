import { expect, type Page } from '@playwright/test';
import { createActiveAccount, loginThroughUi, test, toast } from './support/accounts';
import { apiSession, createEntity } from './support/api';

/** Opens the PrimeReact select (single or multiple) labelled `label` and picks each option. */
async function choose(page: Page, label: string, ...options: string[]): Promise<void> {
  const select = page
    .locator('.p-dropdown, .p-multiselect')
    .filter({ has: page.getByLabel(label, { exact: true }) });
  await select.click();
  for (const option of options) {
    await page
      .locator('.p-dropdown-panel, .p-multiselect-panel')
      .getByRole('option', { name: option })
      .click();
  }
  await page.keyboard.press('Escape');
}

/** Types a day as the user does, dd-mm-yyyy, into the date field labelled `label`. */
async function typeDay(page: Page, label: string, day: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.pressSequentially(day);
  await expect(input).toHaveValue(day);
  await page.keyboard.press('Escape');
}

async function newTenant(page: Page, name: string, fiscalNumber: string): Promise<void> {
  await page.getByRole('link', { name: 'New tenant' }).click();
  await expect(page.getByRole('heading', { name: 'New Tenant' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Fiscal Number').fill(fiscalNumber);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, 'Tenant successfully created!').last()).toBeVisible();
}

const year = new Date().getFullYear();

test.describe('tenants and contracts', () => {
  test('two tenants, a monthly contract with 25 % retention and its chart, then a conflicting contract', async ({
    page,
    request,
  }) => {
    const owner = await createActiveAccount(request, { label: 'contract-owner' });
    const api = await apiSession(request, owner);
    const entityId = await createEntity(api, 'Arrendamentos Lda');
    const properties = `/entities/${entityId}/properties`;
    const { id: building } = await api.post<{ id: number }>(properties, {
      baseInfo: { propertyTypeId: 2, name: 'Prédio Alfama' },
    });
    const { id: flat } = await api.post<{ id: number }>(properties, {
      baseInfo: { propertyTypeId: 3, name: 'T1 Rés-do-chão' },
      parentPropertyId: building,
    });
    await loginThroughUi(page, owner);

    // Two tenants, listed as new (no contract yet) among the current ones, never as past tenants.
    await page.goto(`/entities/${entityId}/tenants`);
    await expect(page.getByText('No current or new tenants')).toBeVisible();
    await newTenant(page, 'Ana Silva', '123456789');
    await expect(page).toHaveURL(`/entities/${entityId}/tenants`);
    await newTenant(page, 'Bruno Costa', '987654322');
    await expect(page.locator('tbody tr')).toHaveCount(2);
    await expect(page.locator('tbody tr').getByText('No contract yet')).toHaveCount(2);

    // A monthly contract on the flat, from its page.
    await page.goto(`${properties}/${flat}`);
    await page.getByRole('link', { name: 'New contract' }).click();
    await expect(page).toHaveURL(`/entities/${entityId}/contract/new?property=${flat}`);
    await expect(page.getByRole('heading', { name: 'New Contract' })).toBeVisible();
    await choose(page, 'Tenants', 'Ana Silva', 'Bruno Costa');
    const amount = page.getByLabel('Amount', { exact: true });
    await amount.pressSequentially('1000');
    await amount.blur();
    await page.getByRole('group', { name: 'Tax Retention' }).getByRole('button', { name: 'Yes' }).click();
    // Portugal's withholding rate on rents is proposed.
    await expect(page.getByLabel('Tax Retention Percentage')).toHaveValue('25');
    await typeDay(page, 'Start Date', `01-01-${year}`);
    await typeDay(page, 'End Date', `31-12-${year}`);

    // Retention needs a taxable amount: the message suggests the total.
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText(/Suggested taxable amount: 1000/)).toBeVisible();
    const taxable = page.getByLabel('Taxable Amount');
    await taxable.pressSequentially('1000');
    await taxable.blur();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(toast(page, 'Contract successfully created!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${properties}/${flat}/contracts/\\d+$`));
    const contractPath = new URL(page.url()).pathname;
    const contractId = contractPath.split('/').pop();

    // The contract page: tenants, and the amounts chart with its retention bar.
    await expect(page.getByRole('link', { name: 'Ana Silva' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bruno Costa' })).toBeVisible();
    await expect(page.locator('canvas')).toBeVisible();
    const amounts = page.locator('#contract-amounts-table');
    await expect(amounts.getByRole('row')).toHaveCount(4);
    await expect(amounts).toContainText('€250.00');
    await expect(amounts).toContainText('€750.00');

    // Both tenants are now active.
    await page.goto(`/entities/${entityId}/tenants`);
    await expect(page.locator('tbody tr')).toHaveCount(2);

    // A contract on the building over the same months conflicts, with a link to the flat's contract.
    await page.goto(`/entities/${entityId}/contract/new?property=${building}`);
    await choose(page, 'Tenants', 'Ana Silva');
    const buildingAmount = page.getByLabel('Amount', { exact: true });
    await buildingAmount.pressSequentially('2000');
    await buildingAmount.blur();
    await typeDay(page, 'Start Date', `01-06-${year}`);
    await typeDay(page, 'End Date', `31-05-${year + 1}`);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const link = page.getByRole('link', { name: new RegExp(`Contract ${contractId}`) });
    await expect(link).toHaveAttribute('href', contractPath);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(page).toHaveURL(/\/contract\/new/);
  });
});
