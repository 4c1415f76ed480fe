import { type Browser, expect, type Page } from '@playwright/test';
import { type Account, createActiveAccount, loginThroughUi, test, toast } from './support/accounts';

/** Picks an option of the PrimeReact dropdown whose label points to it. */
async function choose(page: Page, label: string | RegExp, option: string): Promise<void> {
  await page.locator('.field').filter({ hasText: label }).locator('.p-dropdown').click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A second browser session, logged in as `account`, with its own storage. */
async function sessionOf(browser: Browser, baseURL: string | undefined, account: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await loginThroughUi(page, account);
  return page;
}

test.describe('entities', () => {
  test('create, edit, share as READ, the reader sees no edit or delete, delete with the e-mail', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const owner = await createActiveAccount(request, { label: 'entity-owner' });
    const reader = await createActiveAccount(request, { label: 'entity-reader' });
    await loginThroughUi(page, owner);

    // The list starts empty.
    await page.goto('/entities/');
    await expect(page.getByText('You have no entities')).toBeVisible();

    // Create: the form's own messages first, then a valid entity.
    await page.getByRole('link', { name: 'Create your first entity' }).click();
    await expect(page).toHaveURL(/\/entity\/new$/);
    await expect(page.getByRole('heading', { name: 'New Entity' })).toBeVisible();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.locator('#name-error')).toHaveText('Name is required');
    await expect(page.locator('#entityTypeId-error')).toHaveText('Entity Type is a required field');

    await page.getByLabel('Name', { exact: true }).fill('Casa da Praia');
    await choose(page, 'Entity Type', 'Company');
    await choose(page, 'Country', 'Portugal');
    await page.getByLabel('Legal Name').fill('Praia Lda');
    await page.getByLabel('Finance Number').fill('501234560');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(toast(page, 'Entity successfully created!')).toBeVisible();
    await expect(page).toHaveURL(/\/entities\/$/);

    const card = page.locator('.entity-card').filter({ hasText: 'Casa da Praia' });
    await expect(card).toContainText('Portugal');
    await expect(card).toContainText('No properties');
    await expect(card).toContainText('Admin');

    // Edit from the overview; the form comes prefilled and returns to the overview.
    await card.click();
    await expect(page).toHaveURL(/\/entities\/\d+$/);
    const entityPath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { name: 'Casa da Praia', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Edit entity' }).click();
    await expect(page).toHaveURL(`${entityPath}/edit`);
    const name = page.getByLabel('Name', { exact: true });
    await expect(name).toHaveValue('Casa da Praia');
    await expect(page.getByLabel('Legal Name')).toHaveValue('Praia Lda');
    await name.fill('Casa do Monte');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(toast(page, 'Entity successfully updated!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${entityPath}$`));
    await expect(page.getByRole('heading', { name: 'Casa do Monte', level: 1 })).toBeVisible();

    // Share it with the second user as READ.
    await page.getByRole('tab', { name: 'Permissions' }).click();
    await expect(page).toHaveURL(/view=permissions/);
    // An address without an account is invited, with the same answer as an account.
    await page.locator('#email').fill('nobody.here@arrenda.test');
    await choose(page, 'Access Type', 'Read');
    await page.getByRole('button', { name: 'Add user' }).click();
    await expect(toast(page, 'Invitation sent to nobody.here@arrenda.test.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pending invitations' })).toContainText(
      'nobody.here@arrenda.test',
    );
    await page.locator('#email').fill(reader.email);
    await page.getByRole('button', { name: 'Add user' }).click();
    await expect(toast(page, `Invitation sent to ${reader.email}.`)).toBeVisible();
    const users = page.getByRole('table');
    await expect(users.getByRole('row').filter({ hasText: reader.email })).toContainText('Read');
    await expect(users.getByRole('row').filter({ hasText: owner.email })).toContainText('Admin');

    // The reader sees the entity, with no edit, delete, create or sharing actions.
    const readerPage = await sessionOf(browser, baseURL, reader);
    await readerPage.goto('/entities/');
    const readerCard = readerPage.locator('.entity-card').filter({ hasText: 'Casa do Monte' });
    await expect(readerCard).toContainText('Read');
    await readerCard.click();
    await expect(readerPage.getByRole('heading', { name: 'Casa do Monte', level: 1 })).toBeVisible();
    await expect(readerPage.getByRole('link', { name: 'Edit entity' })).toHaveCount(0);
    await expect(readerPage.getByRole('button', { name: 'Delete entity' })).toHaveCount(0);
    await expect(readerPage.getByRole('link', { name: 'New property' })).toHaveCount(0);
    await readerPage.getByRole('tab', { name: 'Permissions' }).click();
    await expect(
      readerPage.getByRole('table').getByRole('row').filter({ hasText: owner.email }),
    ).toBeVisible();
    await expect(readerPage.getByRole('button', { name: 'Add user' })).toHaveCount(0);
    await expect(readerPage.getByRole('button', { name: `Remove ${owner.email}` })).toHaveCount(0);
    // The edit page itself is refused to a reader.
    await readerPage.goto(`${entityPath}/edit`);
    await expect(readerPage.getByRole('button', { name: 'Update', exact: true })).toHaveCount(0);

    // The owner deletes it, confirming with their own e-mail only.
    await page.getByRole('button', { name: 'Delete entity' }).click();
    const dialog = page.locator('.confirm-delete-dialog');
    const confirm = dialog.getByRole('button', { name: 'Delete', exact: true });
    await expect(dialog).toContainText('Casa do Monte');
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox').fill(reader.email);
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox').fill(owner.email.toUpperCase());
    await confirm.click();
    await expect(toast(page, 'Entity successfully deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/entities\/$/);
    await expect(page.getByText('You have no entities')).toBeVisible();

    // Gone for the reader too.
    await readerPage.goto(entityPath);
    await expect(readerPage.getByRole('heading', { name: 'Entity not found' })).toBeVisible();
    await readerPage.context().close();
  });
});
