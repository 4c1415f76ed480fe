import { type Browser, expect, type Page } from '@playwright/test';
import { type Account, createActiveAccount, loginThroughUi, test, toast } from './support/accounts';
import { openSelect } from './support/select';
import { BROWSER_LOCALE, LANGUAGES, textsOf } from './support/texts';

/** Picks an option of the PrimeReact dropdown whose label points to it. */
async function choose(page: Page, label: string | RegExp, option: string): Promise<void> {
  const panel = await openSelect(
    page,
    page.locator('.field').filter({ hasText: label }).locator('.p-dropdown'),
  );
  await panel.getByRole('option', { name: option, exact: true }).click();
}

/** A second browser session, logged in as `account`, with its own storage. */
async function sessionOf(
  browser: Browser,
  options: { baseURL?: string; locale?: string },
  account: Account,
): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await loginThroughUi(page, account);
  return page;
}

for (const language of LANGUAGES) {
  const t = textsOf(language);

  test.describe(`entities (${language})`, () => {
    test.use({ locale: BROWSER_LOCALE[language] });

    test('create, edit, share as READ, the reader sees no edit or delete, delete with the e-mail', async ({
      page,
      request,
      browser,
      baseURL,
      locale,
    }) => {
      const owner = await createActiveAccount(request, { label: 'entity-owner' });
      const reader = await createActiveAccount(request, { label: 'entity-reader' });
      await loginThroughUi(page, owner);

      // The list starts empty.
      await page.goto('/entities/');
      await expect(page.getByText(t('entities.empty'))).toBeVisible();

      // Create: the form's own messages first, then a valid entity.
      await page.getByRole('link', { name: t('entities.createFirst') }).click();
      await expect(page).toHaveURL(/\/entity\/new$/);
      await expect(page.getByRole('heading', { name: t('entity.new.title') })).toBeVisible();
      await page.getByRole('button', { name: t('entity.form.create'), exact: true }).click();
      await expect(page.locator('#name-error')).toHaveText(t('validation.nameRequired'));
      await expect(page.locator('#entityTypeId-error')).toHaveText(t('validation.entityTypeRequired'));

      await page.getByLabel(t('entity.field.name'), { exact: true }).fill('Casa da Praia');
      await choose(page, t('entity.field.entityType'), t('lov.entityType.Company'));
      await choose(page, t('entity.field.country'), t('lov.country.Portugal'));
      await page.getByLabel(t('entity.field.legalName')).fill('Praia Lda');
      await page.getByLabel(t('entity.field.financeNumber')).fill('501234560');
      // Exempt from the Tax Authority's e-receipts, ticked from the keyboard.
      const exempt = page.getByLabel(t('entity.field.atReceiptsExempt'));
      await expect(exempt).not.toBeChecked();
      await exempt.focus();
      await page.keyboard.press('Space');
      await expect(exempt).toBeChecked();
      await page.getByRole('button', { name: t('entity.form.create'), exact: true }).click();
      await expect(toast(page, t('entity.toast.created'))).toBeVisible();
      await expect(page).toHaveURL(/\/entities\/$/);

      const card = page.locator('.entity-card').filter({ hasText: 'Casa da Praia' });
      await expect(card).toContainText(t('lov.country.Portugal'));
      await expect(card).toContainText(t('entities.card.propertyCount', { count: 0 }));
      await expect(card).toContainText(t('lov.accessType.ADMIN'));

      // Edit from the overview; the form comes prefilled and returns to the overview.
      await card.click();
      await expect(page).toHaveURL(/\/entities\/\d+$/);
      const entityPath = new URL(page.url()).pathname;
      await expect(page.getByRole('heading', { name: 'Casa da Praia', level: 1 })).toBeVisible();
      await page.getByRole('link', { name: t('entity.action.edit') }).click();
      await expect(page).toHaveURL(`${entityPath}/edit`);
      const name = page.getByLabel(t('entity.field.name'), { exact: true });
      await expect(name).toHaveValue('Casa da Praia');
      await expect(page.getByLabel(t('entity.field.legalName'))).toHaveValue('Praia Lda');
      await expect(page.getByLabel(t('entity.field.atReceiptsExempt'))).toBeChecked();
      await name.fill('Casa do Monte');
      await page.getByRole('button', { name: t('entity.form.update'), exact: true }).click();
      await expect(toast(page, t('entity.toast.updated'))).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${entityPath}$`));
      await expect(page.getByRole('heading', { name: 'Casa do Monte', level: 1 })).toBeVisible();

      // Share it with the second user as READ.
      await page.getByRole('tab', { name: t('entity.view.permissions') }).click();
      await expect(page).toHaveURL(/view=permissions/);
      // An address without an account is invited, with the same answer as an account.
      await page.locator('#email').fill('nobody.here@arrenda.test');
      await choose(page, t('permissions.accessType'), t('lov.accessType.READ'));
      await page.getByRole('button', { name: t('permissions.add.submit') }).click();
      await expect(
        toast(page, t('server.memberInvitationSent', { email: 'nobody.here@arrenda.test' })),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: t('permissions.pending.title') })).toContainText(
        'nobody.here@arrenda.test',
      );
      await page.locator('#email').fill(reader.email);
      await page.getByRole('button', { name: t('permissions.add.submit') }).click();
      await expect(toast(page, t('server.memberInvitationSent', { email: reader.email }))).toBeVisible();
      const users = page.getByRole('table');
      await expect(users.getByRole('row').filter({ hasText: reader.email })).toContainText(
        t('lov.accessType.READ'),
      );
      await expect(users.getByRole('row').filter({ hasText: owner.email })).toContainText(
        t('lov.accessType.ADMIN'),
      );

      // The reader sees the entity, with no edit, delete, create or sharing actions.
      const readerPage = await sessionOf(browser, { baseURL, locale }, reader);
      await readerPage.goto('/entities/');
      const readerCard = readerPage.locator('.entity-card').filter({ hasText: 'Casa do Monte' });
      await expect(readerCard).toContainText(t('lov.accessType.READ'));
      await readerCard.click();
      await expect(readerPage.getByRole('heading', { name: 'Casa do Monte', level: 1 })).toBeVisible();
      await expect(readerPage.getByRole('link', { name: t('entity.action.edit') })).toHaveCount(0);
      await expect(readerPage.getByRole('button', { name: t('entity.action.delete') })).toHaveCount(0);
      await expect(readerPage.getByRole('link', { name: t('entity.action.newProperty') })).toHaveCount(0);
      await readerPage.getByRole('tab', { name: t('entity.view.permissions') }).click();
      await expect(
        readerPage.getByRole('table').getByRole('row').filter({ hasText: owner.email }),
      ).toBeVisible();
      await expect(readerPage.getByRole('button', { name: t('permissions.add.submit') })).toHaveCount(0);
      await expect(
        readerPage.getByRole('button', { name: t('permissions.remove', { email: owner.email }) }),
      ).toHaveCount(0);
      // The edit page itself is refused to a reader.
      await readerPage.goto(`${entityPath}/edit`);
      await expect(
        readerPage.getByRole('button', { name: t('entity.form.update'), exact: true }),
      ).toHaveCount(0);

      // The owner deletes it, confirming with their own e-mail only.
      await page.getByRole('button', { name: t('entity.action.delete') }).click();
      const dialog = page.locator('.confirm-delete-dialog');
      const confirm = dialog.getByRole('button', { name: t('confirmDelete.delete'), exact: true });
      await expect(dialog).toContainText('Casa do Monte');
      await expect(confirm).toBeDisabled();
      await dialog.getByRole('textbox').fill(reader.email);
      await expect(confirm).toBeDisabled();
      await dialog.getByRole('textbox').fill(owner.email.toUpperCase());
      await confirm.click();
      await expect(toast(page, t('entity.toast.deleted'))).toBeVisible();
      await expect(page).toHaveURL(/\/entities\/$/);
      await expect(page.getByText(t('entities.empty'))).toBeVisible();

      // Gone for the reader too.
      await readerPage.goto(entityPath);
      await expect(readerPage.getByRole('heading', { name: t('entity.notFound.title') })).toBeVisible();
      await readerPage.context().close();
    });
  });
}
