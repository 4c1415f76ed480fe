import { readFile } from 'node:fs/promises';
import { EXPENSE_TAX_CATEGORY_NAMES } from '@arrenda/core';
import { expect, type Page } from '@playwright/test';
import { createActiveAccount, loginThroughUi, test, toast } from './support/accounts';
import { apiSession, createEntity } from './support/api';
import { openSelect } from './support/select';
import { BROWSER_LOCALE, euros, LANGUAGES, textsOf } from './support/texts';

/** The expense form's amount, typed key by key with the language's decimal separator. */
async function typeAmount(page: Page, label: string, amount: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await field.press('Control+A');
  await field.pressSequentially(amount);
}

for (const language of LANGUAGES) {
  const t = textsOf(language);

  test.describe(`files and expenses (${language})`, () => {
    test.use({ locale: BROWSER_LOCALE[language] });

    test('upload a file to a property and open it', async ({ page, request }) => {
      const owner = await createActiveAccount(request, { label: 'files-owner' });
      const api = await apiSession(request, owner);
      const entityId = await createEntity(api, 'Arquivo');
      const { id: propertyId } = await api.post<{ id: number }>(`/entities/${entityId}/properties`, {
        baseInfo: { propertyTypeId: 2, name: 'Prédio da Graça' },
      });
      await loginThroughUi(page, owner);
      await page.goto(`/entities/${entityId}/properties/${propertyId}`);
      const files = page.getByRole('region', { name: t('files.title') });
      await expect(files.getByText(t('files.empty'))).toBeVisible();

      const content = Buffer.from('%PDF-1.4\nEscritura da Graça\n');
      const choosing = page.waitForEvent('filechooser');
      await files.getByRole('button', { name: t('files.upload') }).click();
      await (await choosing).setFiles({
        name: 'escritura.pdf',
        mimeType: 'application/pdf',
        buffer: content,
      });
      await expect(toast(page, t('files.toast.uploaded'))).toBeVisible();
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
      await files.getByRole('button', { name: t('files.upload') }).click();
      await (await refusing).setFiles({
        name: 'enorme.bin',
        mimeType: 'application/octet-stream',
        buffer: Buffer.alloc(10_000_001),
      });
      await expect(toast(page, t('validation.fileTooLarge'))).toBeVisible();
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
      await page.getByRole('link', { name: t('property.action.newExpense') }).click();
      await expect(page.getByRole('heading', { name: t('expense.form.new.title') })).toBeVisible();
      await expect(page.getByLabel(t('expense.form.includeInYield'))).toBeChecked();
      await page.getByLabel(t('expense.form.name')).fill('IMI');
      await typeAmount(page, t('expense.form.amount'), language === 'en' ? '312.45' : '312,45');
      // Its column on the IRS return (Anexo F).
      const categories = EXPENSE_TAX_CATEGORY_NAMES[language];
      const category = page
        .locator('.p-dropdown')
        .filter({ has: page.getByLabel(t('expense.form.taxCategory')) });
      await expect(category).toContainText(categories.NONE);
      const panel = await openSelect(page, category);
      await panel.getByRole('option', { name: categories.PROPERTY_TAX }).click();
      await expect(category).toContainText(categories.PROPERTY_TAX);
      await page.getByRole('button', { name: t('expense.form.create'), exact: true }).click();
      await expect(toast(page, t('expense.toast.created'))).toBeVisible();
      await expect(page).toHaveURL(`${propertyPage}/#expenses`);
      const expenses = page.locator('#expenses');
      await expect(expenses.getByText('IMI', { exact: true })).toBeVisible();
      await expect(expenses.getByText(euros(language, 312.45))).toBeVisible();
      await expect(expenses.getByText(categories.PROPERTY_TAX)).toBeVisible();

      // Edit it: a new amount shows in the list.
      await expenses.getByRole('link', { name: t('expense.action.editNamed', { name: 'IMI' }) }).click();
      await expect(page.getByRole('heading', { name: t('expense.form.edit.title') })).toBeVisible();
      await expect(page.getByLabel(t('expense.form.name'))).toHaveValue('IMI');
      await expect(category).toContainText(categories.PROPERTY_TAX);
      await typeAmount(page, t('expense.form.amount'), '330');
      await page.getByRole('button', { name: t('expense.form.update'), exact: true }).click();
      await expect(toast(page, t('expense.toast.updated'))).toBeVisible();
      await expect(page).toHaveURL(`${propertyPage}/#expenses`);
      await expect(expenses.getByText(euros(language, 330))).toBeVisible();

      // A global expense: from the entity, no property, an info message and no yield switch.
      await page.goto(`/entities/${entityId}/expense/new`);
      await expect(page.getByText(t('expense.form.global'))).toBeVisible();
      await expect(page.getByLabel(t('expense.form.includeInYield'))).toHaveCount(0);
      await page.getByLabel(t('expense.form.name')).fill('Contabilista');
      await typeAmount(page, t('expense.form.amount'), '90');
      await page.getByRole('button', { name: t('expense.form.create'), exact: true }).click();
      await expect(toast(page, t('expense.toast.created'))).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/entities/${entityId}\\?view=expenses`));
      const view = page.getByRole('tabpanel');
      await expect(view.getByText('Contabilista')).toBeVisible();
      await expect(view.getByText('IMI')).toHaveCount(0);

      await view.getByRole('link', { name: t('expense.action.editNamed', { name: 'Contabilista' }) }).click();
      await page.getByLabel(t('expense.form.name')).fill('Contabilista 2026');
      await page.getByRole('button', { name: t('expense.form.update'), exact: true }).click();
      await expect(toast(page, t('expense.toast.updated'))).toBeVisible();
      await expect(page.getByRole('tabpanel').getByText('Contabilista 2026')).toBeVisible();
    });
  });
}
