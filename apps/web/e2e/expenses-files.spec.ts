import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { createActiveAccount, loginThroughUi, test, toast } from './support/accounts';
import { apiSession, createEntity } from './support/api';

/** The expense form's amount: typed, as the number input takes comma decimals. */
async function typeAmount(page: Page, amount: string) {
  const field = page.getByLabel('Amount', { exact: true });
  await field.click();
  await field.press('Control+A');
  await field.pressSequentially(amount);
}

test.describe('files and expenses', () => {
  test('upload a file to a property and open it', async ({ page, request }) => {
    const owner = await createActiveAccount(request, { label: 'files-owner' });
    const api = await apiSession(request, owner);
    const entityId = await createEntity(api, 'Arquivo');
    const { id: propertyId } = await api.post<{ id: number }>(`/entities/${entityId}/properties`, {
      baseInfo: { propertyTypeId: 2, name: 'Prédio da Graça' },
    });
    await loginThroughUi(page, owner);
    await page.goto(`/entities/${entityId}/properties/${propertyId}`);
    const files = page.getByRole('region', { name: 'Files' });
    await expect(files.getByText('No files yet')).toBeVisible();

    const content = Buffer.from('%PDF-1.4\nEscritura da Graça\n');
    const choosing = page.waitForEvent('filechooser');
    await files.getByRole('button', { name: 'Upload file' }).click();
    await (await choosing).setFiles({ name: 'escritura.pdf', mimeType: 'application/pdf', buffer: content });
    await expect(toast(page, 'File uploaded successfully')).toBeVisible();
    const entry = files.getByRole('button', { name: /escritura\.pdf/ });
    await expect(entry).toBeVisible();

    // Opening it goes to a new window on the signed link, which downloads the same bytes. The
    // download starts as soon as the window gets the link: listen from the window's first moment.
    const popupDownload = page
      .context()
      .waitForEvent('page')
      .then(async (popup) => ({ popup, download: await popup.waitForEvent('download') }));
    await entry.click();
    const { popup, download } = await popupDownload;
    expect(download.suggestedFilename()).toBe('escritura.pdf');
    expect(await readFile(await download.path())).toEqual(content);
    await popup.close();

    // Too large a file is refused in the browser, before any upload.
    const refusing = page.waitForEvent('filechooser');
    await files.getByRole('button', { name: 'Upload file' }).click();
    await (await refusing).setFiles({
      name: 'enorme.bin',
      mimeType: 'application/octet-stream',
      buffer: Buffer.alloc(10_000_001),
    });
    await expect(toast(page, 'File cannot have more than 10 MB.')).toBeVisible();
    await expect(files.getByRole('button', { name: /enorme\.bin/ })).toHaveCount(0);
  });

  test('add and edit a property expense and a global expense', async ({ page, request }) => {
    const owner = await createActiveAccount(request, { label: 'expense-owner' });
    const api = await apiSession(request, owner);
    const entityId = await createEntity(api, 'Despesas');
    const { id: propertyId } = await api.post<{ id: number }>(`/entities/${entityId}/properties`, {
      baseInfo: { propertyTypeId: 3, name: 'T2 Benfica' },
    });
    await loginThroughUi(page, owner);

    // A property expense: from the property page, the property chosen, back to #expenses.
    const propertyPage = `/entities/${entityId}/properties/${propertyId}`;
    await page.goto(propertyPage);
    await page.getByRole('link', { name: 'New expense' }).click();
    await expect(page.getByRole('heading', { name: 'New Expense' })).toBeVisible();
    await expect(page.getByLabel('Include in yield')).toBeChecked();
    await page.getByLabel('Name').fill('IMI');
    await typeAmount(page, '312.45');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(toast(page, 'Expense successfully created')).toBeVisible();
    await expect(page).toHaveURL(`${propertyPage}/#expenses`);
    const expenses = page.locator('#expenses');
    await expect(expenses.getByText('IMI')).toBeVisible();
    await expect(expenses.getByText('€312.45')).toBeVisible();

    // Edit it: a new amount shows in the list.
    await expenses.getByRole('link', { name: 'Edit expense IMI' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Expense' })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('IMI');
    await typeAmount(page, '330');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(toast(page, 'Expense successfully updated')).toBeVisible();
    await expect(page).toHaveURL(`${propertyPage}/#expenses`);
    await expect(expenses.getByText('€330.00')).toBeVisible();

    // A global expense: from the entity, no property, an info message and no yield switch.
    await page.goto(`/entities/${entityId}/expense/new`);
    await expect(
      page.getByText('Without a property this will be a global expense of the entity'),
    ).toBeVisible();
    await expect(page.getByLabel('Include in yield')).toHaveCount(0);
    await page.getByLabel('Name').fill('Contabilista');
    await typeAmount(page, '90');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(toast(page, 'Expense successfully created')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/entities/${entityId}\\?view=expenses`));
    const view = page.getByRole('tabpanel');
    await expect(view.getByText('Contabilista')).toBeVisible();
    await expect(view.getByText('IMI')).toHaveCount(0);

    await view.getByRole('link', { name: 'Edit expense Contabilista' }).click();
    await page.getByLabel('Name').fill('Contabilista 2026');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(toast(page, 'Expense successfully updated')).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText('Contabilista 2026')).toBeVisible();
  });
});
