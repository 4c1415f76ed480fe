import { expect, type Locator, type Page } from '@playwright/test';
import { createActiveAccount, loginThroughUi, test, toast } from './support/accounts';
import { apiSession, createEntity } from './support/api';

/** Picks an option of the PrimeReact dropdown of the form field labelled `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page
    .locator('.field')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('.p-dropdown')
    .click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: option, exact: true }).click();
}

/** The list's body row of the property named `name`. */
function row(page: Page, name: string): Locator {
  return page.locator('tbody tr').filter({ hasText: name });
}

test.describe('properties', () => {
  test('a building, an apartment inside it with details, the list views, totals and occupation, then delete', async ({
    page,
    request,
  }) => {
    const owner = await createActiveAccount(request, { label: 'property-owner' });
    const entityId = await createEntity(await apiSession(request, owner), 'Prédios da Baixa');
    await loginThroughUi(page, owner);

    await page.goto(`/entities/${entityId}/properties`);
    await expect(page.getByText('No properties found')).toBeVisible();

    // The building: the form's required type first, then a valid property with its address.
    await page.getByRole('link', { name: 'New property' }).click();
    await expect(page).toHaveURL(`/entities/${entityId}/property/new`);
    await expect(page.getByRole('heading', { name: 'New Property' })).toBeVisible();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Property Type is required')).toBeVisible();

    await choose(page, 'Property Type', 'Building');
    // Only houses, apartments and bedrooms have details.
    await expect(page.getByText('Add detailed information')).toHaveCount(0);
    await page.getByLabel('Name', { exact: true }).fill('Edifício Augusta');
    const value = page.getByLabel('Value', { exact: true });
    await value.fill('300000');
    await value.blur();
    await expect(value).toHaveValue('300,000.00');
    // The currency appears with a value, euro first.
    await expect(page.locator('.field').filter({ hasText: 'Currency' }).locator('.p-dropdown')).toContainText(
      'Euro',
    );
    await choose(page, 'Country', 'Portugal');
    await choose(page, 'City', 'Lisboa');
    await page.getByLabel('Street', { exact: true }).fill('Rua Augusta');
    await page.getByLabel('Number', { exact: true }).fill('12');
    await page.getByLabel('Postal Code').fill('1100-053');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(toast(page, 'Property successfully created!')).toBeVisible();
    await expect(page).toHaveURL(/\/properties\/\d+$/);
    const buildingPath = new URL(page.url()).pathname;
    const buildingId = buildingPath.split('/').pop();
    await expect(page.getByRole('heading', { name: 'Edifício Augusta', level: 1 })).toBeVisible();
    await expect(page.getByText('Rua Augusta').first()).toBeVisible();

    // The apartment inside it: the parent comes preselected with its address copied.
    await page.getByRole('link', { name: 'New inner property' }).click();
    await expect(page).toHaveURL(`/entities/${entityId}/property/new?parent=${buildingId}`);
    await expect(page.getByLabel('Street', { exact: true })).toHaveValue('Rua Augusta');
    await choose(page, 'Property Type', 'Apartment');
    await expect(page.getByText(/exactly the same as the parent property's/)).toBeVisible();
    await page.getByLabel('Floor', { exact: true }).fill('2Esq');
    await expect(page.getByText(/exactly the same as the parent property's/)).toHaveCount(0);
    await page.getByLabel('Name', { exact: true }).fill('T2 Segundo Esquerdo');
    // Typed the English way: a point for the decimals.
    const apartmentValue = page.getByLabel('Value', { exact: true });
    await apartmentValue.pressSequentially('150000.5');
    await apartmentValue.blur();
    await expect(apartmentValue).toHaveValue('150,000.50');

    await page.getByText('Add detailed information').click();
    await expect(page.getByRole('button', { name: /Detailed Information/ })).toBeVisible();
    await page.getByLabel('Bedrooms', { exact: true }).fill('2');
    await expect(page.getByLabel('Kitchen area (m²)')).toHaveCount(0);
    await choose(page, 'Kitchen', 'Equipped kitchen');
    await page.getByLabel('Kitchen area (m²)').fill('9');

    await page.getByRole('button', { name: /Tax Information/ }).click();
    await page.getByLabel('Tax Code').fill('U-1234');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    // The building's toast may still show (5 s): this one is the newest.
    await expect(toast(page, 'Property successfully created!').last()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'T2 Segundo Esquerdo', level: 1 })).toBeVisible();
    const apartmentPath = new URL(page.url()).pathname;

    // Its page links back to the building and shows the details entered.
    await expect(page.getByRole('link', { name: 'Edifício Augusta' })).toHaveAttribute('href', buildingPath);
    await page.getByRole('tab', { name: 'Details' }).click();
    await expect(page.getByText('Equipped kitchen')).toBeVisible();

    // The building now has an Inner Properties tab listing it.
    await page.goto(buildingPath);
    await page.getByRole('tab', { name: 'Inner Properties' }).click();
    await expect(page.getByText('T2 Segundo Esquerdo')).toBeVisible();

    // The list: main properties by default, the building carrying its apartment's figures.
    await page.goto(`/entities/${entityId}/properties`);
    const views = page.getByRole('group', { name: 'Property views' });
    await expect(views.getByRole('button')).toHaveText([
      'Main properties',
      'Buildings',
      'Apartments',
      'Taxes',
    ]);
    const building = row(page, 'Edifício Augusta');
    await expect(building).toContainText('1 inner property');
    await expect(building).toContainText('Occupation 0%');
    // Figures read in the language's own format (the app is in English here).
    await expect(building).toContainText('€450,000.50');
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator('tfoot')).toContainText('€450,000.50');

    await views.getByRole('button', { name: 'Apartments' }).click();
    await expect(page).toHaveURL(/view=apartments/);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(row(page, 'T2 Segundo Esquerdo')).toContainText('T2');
    await expect(page.locator('tfoot')).toContainText('€150,000.50');

    await views.getByRole('button', { name: 'Taxes' }).click();
    await expect(page).toHaveURL(/view=taxes/);
    await expect(row(page, 'T2 Segundo Esquerdo')).toContainText('U-1234');

    // Delete the apartment: the e-mail typed enables the button.
    await row(page, 'T2 Segundo Esquerdo').click();
    await expect(page).toHaveURL(apartmentPath);
    await page.getByRole('button', { name: 'Delete property' }).click();
    const dialog = page.getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: 'Delete', exact: true });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox').fill(owner.email);
    await confirm.click();
    await expect(toast(page, 'Property successfully deleted')).toBeVisible();
    await expect(page).toHaveURL(`/entities/${entityId}/properties`);
    await expect(row(page, 'Edifício Augusta')).toContainText('€300,000.00');
    await expect(page.getByRole('group', { name: 'Property views' }).getByRole('button')).toHaveText([
      'Main properties',
      'Buildings',
    ]);
  });
});
