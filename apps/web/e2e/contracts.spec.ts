import { expect, type Page } from '@playwright/test';
import { createActiveAccount, loginThroughUi, test, toast } from './support/accounts';
import { apiSession, createEntity } from './support/api';
import { openSelect } from './support/select';
import { BROWSER_LOCALE, euros, LANGUAGES, textsOf } from './support/texts';

/** Opens the PrimeReact select (single or multiple) labelled `label` and picks each option. */
async function choose(page: Page, label: string, ...options: string[]): Promise<void> {
  const select = page
    .locator('.p-dropdown, .p-multiselect')
    .filter({ has: page.getByLabel(label, { exact: true }) });
  const panel = await openSelect(page, select);
  for (const option of options) await panel.getByRole('option', { name: option }).click();
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

async function newTenant(page: Page, t: (key: string) => string, name: string, fiscalNumber: string) {
  await page.getByRole('link', { name: t('tenants.create') }).click();
  await expect(page.getByRole('heading', { name: t('tenantForm.new.title') })).toBeVisible();
  await page.getByLabel(t('tenant.field.name'), { exact: true }).fill(name);
  await page.getByLabel(t('tenant.field.fiscalNumber')).fill(fiscalNumber);
  await page.getByRole('button', { name: t('tenantForm.create'), exact: true }).click();
  await expect(toast(page, t('tenant.toast.created')).last()).toBeVisible();
}

const year = new Date().getFullYear();

for (const language of LANGUAGES) {
  const t = textsOf(language);

  test.describe(`tenants and contracts (${language})`, () => {
    test.use({ locale: BROWSER_LOCALE[language] });

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
      await expect(page.getByText(t('tenants.empty.ACTIVE_TENANTS'))).toBeVisible();
      await newTenant(page, t, 'Ana Silva', '123456789');
      await expect(page).toHaveURL(`/entities/${entityId}/tenants`);
      await newTenant(page, t, 'Bruno Costa', '987654322');
      await expect(page.locator('tbody tr')).toHaveCount(2);
      await expect(page.locator('tbody tr').getByText(t('tenants.status.NEW'))).toHaveCount(2);

      // A monthly contract on the flat, from its page.
      await page.goto(`${properties}/${flat}`);
      await page.getByRole('link', { name: t('property.action.newContract') }).click();
      await expect(page).toHaveURL(`/entities/${entityId}/contract/new?property=${flat}`);
      await expect(page.getByRole('heading', { name: t('contractForm.new.title') })).toBeVisible();
      await choose(page, t('contractForm.field.tenants'), 'Ana Silva', 'Bruno Costa');
      const amount = page.getByLabel(t('contractForm.field.amount'), { exact: true });
      await amount.pressSequentially('1000');
      await amount.blur();
      await page
        .getByRole('group', { name: t('contractForm.field.taxRetention') })
        .getByRole('button', { name: t('contractForm.yes') })
        .click();
      // Portugal's withholding rate on rents is proposed.
      await expect(page.getByLabel(t('contractForm.field.taxRetentionPercentage'))).toHaveValue('25');
      await typeDay(page, t('contractForm.field.startDate'), `01-01-${year}`);
      await typeDay(page, t('contractForm.field.endDate'), `31-12-${year}`);
      await page.getByLabel(t('contractForm.field.atContractNumber')).fill('AT-123456');

      // Retention needs a taxable amount: the message suggests the total.
      await page.getByRole('button', { name: t('contractForm.create'), exact: true }).click();
      await expect(page.getByText(t('validation.taxableForRetention', { count: 1000 }))).toBeVisible();
      const taxable = page.getByLabel(t('contractForm.field.taxableAmount'));
      await taxable.pressSequentially('1000');
      await taxable.blur();
      await page.getByRole('button', { name: t('contractForm.create'), exact: true }).click();
      await expect(toast(page, t('contractForm.toast.created'))).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${properties}/${flat}/contracts/\\d+$`));
      const contractPath = new URL(page.url()).pathname;
      const contractId = contractPath.split('/').pop();

      // The contract page: tenants, and the amounts chart with its retention bar.
      await expect(page.getByRole('link', { name: 'Ana Silva' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Bruno Costa' })).toBeVisible();
      await expect(
        page.locator('.contract-fact').filter({ hasText: t('contract.atContractNumber') }),
      ).toContainText('AT-123456');
      await expect(page.locator('canvas')).toBeVisible();
      const amounts = page.locator('#contract-amounts-table');
      await expect(amounts.getByRole('row')).toHaveCount(4);
      await expect(amounts).toContainText(euros(language, 250));
      await expect(amounts).toContainText(euros(language, 750));

      // Both tenants are now active.
      await page.goto(`/entities/${entityId}/tenants`);
      const rows = page.locator('tbody tr');
      await expect(rows).toHaveCount(2);

      // The server searches and sorts them; what the list asked for stays in the URL, and back returns to it.
      const search = page.getByRole('searchbox', { name: t('tenants.search.label') });
      await search.fill('987654');
      await expect(page).toHaveURL(/q=987654/);
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText('Bruno Costa');
      await search.fill('nada parecido');
      await expect(page.getByText(t('tenants.empty.search'))).toBeVisible();
      await search.fill('');
      await expect(page).not.toHaveURL(/q=/);
      await expect(rows).toHaveCount(2);
      await page.getByRole('columnheader', { name: t('tenants.column.name') }).click();
      await expect(page).toHaveURL(/\?order=desc$/);
      await expect(rows.first()).toContainText('Bruno Costa');
      await page.getByRole('columnheader', { name: t('tenants.column.fiscalNumber') }).click();
      await expect(page).toHaveURL(/\?sort=fiscalNumber$/);
      await expect(rows.first()).toContainText('Ana Silva');
      await page.goBack();
      await expect(page).toHaveURL(/\?order=desc$/);
      await expect(rows.first()).toContainText('Bruno Costa');
      await page.goBack();
      await expect(page).toHaveURL(`/entities/${entityId}/tenants`);
      await expect(rows.first()).toContainText('Ana Silva');

      // A contract on the building over the same months conflicts, with a link to the flat's contract.
      await page.goto(`/entities/${entityId}/contract/new?property=${building}`);
      await choose(page, t('contractForm.field.tenants'), 'Ana Silva');
      const buildingAmount = page.getByLabel(t('contractForm.field.amount'), { exact: true });
      await buildingAmount.pressSequentially('2000');
      await buildingAmount.blur();
      await typeDay(page, t('contractForm.field.startDate'), `01-06-${year}`);
      await typeDay(page, t('contractForm.field.endDate'), `31-05-${year + 1}`);
      await page.getByRole('button', { name: t('contractForm.create'), exact: true }).click();
      const link = page.getByRole('link', { name: t('contractForm.conflict', { id: contractId ?? '' }) });
      await expect(link).toHaveAttribute('href', contractPath);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(page).toHaveURL(/\/contract\/new/);
    });
  });
}

test.describe('the tenant selector over more tenants than a page (en)', () => {
  test.use({ locale: BROWSER_LOCALE.en });
  const t = textsOf('en');

  test('finds by a search a tenant past the first 50, keeps it chosen, and labels it when editing', async ({
    page,
    request,
  }) => {
    const owner = await createActiveAccount(request, { label: 'selector-owner' });
    const api = await apiSession(request, owner);
    const entityId = await createEntity(api, 'Carteira Grande');
    const { id: flat } = await api.post<{ id: number }>(`/entities/${entityId}/properties`, {
      baseInfo: { propertyTypeId: 3, name: 'T1 Graça' },
    });
    // 55 clients, then Zulmira Teixeira: by name, she is past the selector's first 50.
    for (let index = 1; index <= 55; index += 1) {
      await api.post(`/entities/${entityId}/tenants`, { name: `Cliente ${String(index).padStart(2, '0')}` });
    }
    await api.post(`/entities/${entityId}/tenants`, { name: 'Zulmira Teixeira' });
    await loginThroughUi(page, owner);

    await page.goto(`/entities/${entityId}/contract/new?property=${flat}`);
    await expect(page.getByRole('heading', { name: t('contractForm.new.title') })).toBeVisible();
    const tenants = page
      .locator('.p-multiselect')
      .filter({ has: page.getByLabel(t('contractForm.field.tenants'), { exact: true }) });
    const panel = await openSelect(page, tenants);
    await expect(panel.getByText(t('form.moreChoices', { shown: '50', total: '56' }))).toBeVisible();
    await expect(panel.getByRole('option', { name: 'Cliente 50' })).toBeVisible();
    await expect(panel.getByRole('option', { name: 'Zulmira Teixeira' })).toHaveCount(0);

    // The search reaches the server once typing pauses, and shows its match alone.
    const searched = page.waitForResponse(
      (response) =>
        response.url().includes(`/entities/${entityId}/tenants?`) && response.url().includes('search=zulm'),
    );
    await panel.locator('.p-multiselect-filter').pressSequentially('zulm');
    expect((await searched).status()).toBe(200);
    await expect(panel.getByRole('option')).toHaveCount(1);
    await panel.getByRole('option', { name: 'Zulmira Teixeira' }).click();
    await page.keyboard.press('Escape');
    await expect(tenants.locator('.p-multiselect-token')).toHaveText(['Zulmira Teixeira']);

    const amount = page.getByLabel(t('contractForm.field.amount'), { exact: true });
    await amount.pressSequentially('700');
    await amount.blur();
    await typeDay(page, t('contractForm.field.startDate'), `01-01-${year}`);
    await typeDay(page, t('contractForm.field.endDate'), `31-12-${year}`);
    await page.getByRole('button', { name: t('contractForm.create'), exact: true }).click();
    await expect(toast(page, t('contractForm.toast.created'))).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zulmira Teixeira' })).toBeVisible();

    // Editing: the tenant, not on the first page, is labelled from a call by her id.
    const labelled = page.waitForResponse((response) => /\/tenants\?ids=\d+$/.test(response.url()));
    await page.getByRole('link', { name: t('contract.action.edit') }).click();
    await expect(page.getByRole('heading', { name: t('contractForm.edit.title') })).toBeVisible();
    expect((await labelled).status()).toBe(200);
    await expect(tenants.locator('.p-multiselect-token')).toHaveText(['Zulmira Teixeira']);
  });
});
