import { expect, type Locator, type Page } from '@playwright/test';
import { createActiveAccount, loginThroughUi, test, toast } from './support/accounts';
import { apiSession, createEntity } from './support/api';
import { goToSection, phoneJourney, press } from './support/nav';
import { openSelect } from './support/select';
import { BROWSER_LOCALE, decimal, euros, LANGUAGES, textsOf } from './support/texts';

/** Picks an option of the PrimeReact dropdown of the form field labelled `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  const select = page
    .locator('.field')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('.p-dropdown');
  const panel = await openSelect(page, select);
  await panel.getByRole('option', { name: option, exact: true }).click();
}

/** The list's body row of the property named `name`. */
function row(page: Page, name: string): Locator {
  return page.locator('tbody tr').filter({ hasText: name });
}

for (const language of LANGUAGES) {
  const t = textsOf(language);

  test.describe(`properties (${language})`, () => {
    test.use({ locale: BROWSER_LOCALE[language] });

    test(
      'a building, an apartment inside it with details, the list views, totals and occupation, then delete',
      phoneJourney(language),
      async ({ page, request }) => {
        const owner = await createActiveAccount(request, { label: 'property-owner' });
        const entityId = await createEntity(await apiSession(request, owner), 'Prédios da Baixa');
        await loginThroughUi(page, owner);

        // To the list through the nav bar (folded on a phone), once the entity is the current one.
        await page.goto(`/entities/${entityId}`);
        await goToSection(page, 'nav.properties');
        await expect(page).toHaveURL(`/entities/${entityId}/properties`);
        await expect(page.getByText(t('properties.empty'))).toBeVisible();

        // The building: the form's required type first, then a valid property with its address.
        await press(page.getByRole('link', { name: t('properties.create') }));
        await expect(page).toHaveURL(`/entities/${entityId}/property/new`);
        await expect(page.getByRole('heading', { name: t('propertyForm.new.title') })).toBeVisible();
        await page.getByRole('button', { name: t('propertyForm.create'), exact: true }).click();
        await expect(page.getByText(t('validation.propertyTypeRequired'))).toBeVisible();

        await choose(page, t('propertyForm.field.propertyType'), t('lov.propertyType.BUILDING'));
        // Only houses, apartments and bedrooms have details.
        await expect(page.getByText(t('propertyForm.field.hasDetails'))).toHaveCount(0);
        await page.getByLabel(t('propertyForm.field.name'), { exact: true }).fill('Edifício Augusta');
        const value = page.getByLabel(t('propertyForm.field.value'), { exact: true });
        await value.fill('300000');
        await value.blur();
        await expect(value).toHaveValue(decimal(language, 300_000));
        // The currency appears with a value, euro first.
        await expect(
          page
            .locator('.field')
            .filter({ hasText: t('propertyForm.field.currency') })
            .locator('.p-dropdown'),
        ).toContainText(t('lov.currency.Euro'));
        await choose(page, t('propertyForm.field.country'), t('lov.country.Portugal'));
        await choose(page, t('propertyForm.field.city'), 'Lisboa');
        await page.getByLabel(t('propertyForm.field.street'), { exact: true }).fill('Rua Augusta');
        await page.getByLabel(t('propertyForm.field.number'), { exact: true }).fill('12');
        await page.getByLabel(t('propertyForm.field.postalCode')).fill('1100-053');
        await page.getByRole('button', { name: t('propertyForm.create'), exact: true }).click();
        await expect(toast(page, t('propertyForm.toast.created'))).toBeVisible();
        await expect(page).toHaveURL(/\/properties\/\d+$/);
        const buildingPath = new URL(page.url()).pathname;
        const buildingId = buildingPath.split('/').pop();
        await expect(page.getByRole('heading', { name: 'Edifício Augusta', level: 1 })).toBeVisible();
        await expect(page.getByText('Rua Augusta').first()).toBeVisible();

        // The apartment inside it: the parent comes preselected with its address copied.
        await press(page.getByRole('link', { name: t('property.action.newInner') }));
        await expect(page).toHaveURL(`/entities/${entityId}/property/new?parent=${buildingId}`);
        await expect(page.getByLabel(t('propertyForm.field.street'), { exact: true })).toHaveValue(
          'Rua Augusta',
        );
        await choose(page, t('propertyForm.field.propertyType'), t('lov.propertyType.APARTMENT'));
        await expect(page.getByText(t('propertyForm.warning.sameAddress'))).toBeVisible();
        await page.getByLabel(t('propertyForm.field.floor'), { exact: true }).fill('2Esq');
        await expect(page.getByText(t('propertyForm.warning.sameAddress'))).toHaveCount(0);
        await page.getByLabel(t('propertyForm.field.name'), { exact: true }).fill('T2 Segundo Esquerdo');
        // Typed the language's way: a point for the decimals in English, a comma in Portuguese.
        const apartmentValue = page.getByLabel(t('propertyForm.field.value'), { exact: true });
        await apartmentValue.pressSequentially(language === 'en' ? '150000.5' : '150000,5');
        await apartmentValue.blur();
        await expect(apartmentValue).toHaveValue(decimal(language, 150_000.5));

        await page.getByText(t('propertyForm.field.hasDetails')).click();
        await expect(page.getByRole('button', { name: t('propertyForm.section.details') })).toBeVisible();
        await page.getByLabel(t('propertyForm.field.numBedrooms'), { exact: true }).fill('2');
        await expect(page.getByLabel(t('propertyForm.field.kitchenAreaMeters'))).toHaveCount(0);
        await choose(page, t('propertyForm.field.kitchenTypeId'), t('lov.kitchenType.EQUIPPED KITCHEN'));
        await page.getByLabel(t('propertyForm.field.kitchenAreaMeters')).fill('9');

        await page.getByRole('button', { name: t('propertyForm.section.tax') }).click();
        await page.getByLabel(t('propertyForm.field.code')).fill('U-1234');
        await page.getByRole('button', { name: t('propertyForm.create'), exact: true }).click();
        // The building's toast may still show (5 s): this one is the newest.
        await expect(toast(page, t('propertyForm.toast.created')).last()).toBeVisible();
        await expect(page.getByRole('heading', { name: 'T2 Segundo Esquerdo', level: 1 })).toBeVisible();
        const apartmentPath = new URL(page.url()).pathname;

        // Its page links back to the building and shows the details entered.
        await expect(page.getByRole('link', { name: 'Edifício Augusta' })).toHaveAttribute(
          'href',
          buildingPath,
        );
        await page.getByRole('tab', { name: t('property.tab.details') }).click();
        await expect(page.getByText(t('lov.kitchenType.EQUIPPED KITCHEN'))).toBeVisible();

        // The building now has an Inner Properties tab listing it.
        await page.goto(buildingPath);
        await page.getByRole('tab', { name: t('property.tab.inner') }).click();
        await expect(page.getByText('T2 Segundo Esquerdo')).toBeVisible();

        // The list: main properties by default, the building carrying its apartment's figures.
        await goToSection(page, 'nav.properties');
        const views = page.getByRole('group', { name: t('properties.view.label') });
        await expect(views.getByRole('button')).toHaveText([
          t('properties.view.PARENT_PROPERTIES'),
          t('properties.view.BUILDINGS'),
          t('properties.view.APARTMENTS'),
          t('properties.view.TAXES'),
        ]);
        const building = row(page, 'Edifício Augusta');
        await expect(building).toContainText(t('properties.innerCount', { count: 1 }));
        await expect(building).toContainText(t('properties.occupation', { percent: '0%' }));
        // Figures read in the language's own format.
        await expect(building).toContainText(euros(language, 450_000.5));
        await expect(page.locator('tbody tr')).toHaveCount(1);
        await expect(page.locator('tfoot')).toContainText(euros(language, 450_000.5));

        await press(views.getByRole('button', { name: t('properties.view.APARTMENTS') }));
        await expect(page).toHaveURL(/view=apartments/);
        await expect(page.locator('tbody tr')).toHaveCount(1);
        await expect(row(page, 'T2 Segundo Esquerdo')).toContainText('T2');
        await expect(page.locator('tfoot')).toContainText(euros(language, 150_000.5));

        await press(views.getByRole('button', { name: t('properties.view.TAXES') }));
        await expect(page).toHaveURL(/view=taxes/);
        await expect(row(page, 'T2 Segundo Esquerdo')).toContainText('U-1234');

        // The server searches and sorts; what the list asked for stays in the URL.
        const search = page.getByRole('searchbox', { name: t('properties.search.label') });
        await search.fill('segundo');
        await expect(page).toHaveURL(/q=segundo/);
        await expect(page.locator('tbody tr')).toHaveCount(1);
        await search.fill('nada parecido');
        await expect(page.getByText(t('properties.empty'))).toBeVisible();
        await search.fill('');
        await expect(page).not.toHaveURL(/q=/);
        await expect(row(page, 'T2 Segundo Esquerdo')).toBeVisible();
        await page.getByRole('columnheader', { name: t('properties.column.value') }).click();
        await expect(page).toHaveURL(/sort=value/);
        await page.goBack();
        await expect(page).toHaveURL(/view=taxes$/);
        await expect(row(page, 'T2 Segundo Esquerdo')).toContainText('U-1234');

        // Delete the apartment: the e-mail typed enables the button.
        await press(row(page, 'T2 Segundo Esquerdo'));
        await expect(page).toHaveURL(apartmentPath);
        await press(page.getByRole('button', { name: t('property.action.delete') }));
        const dialog = page.getByRole('dialog');
        const confirm = dialog.getByRole('button', { name: t('confirmDelete.delete'), exact: true });
        await expect(confirm).toBeDisabled();
        await dialog.getByRole('textbox').fill(owner.email);
        await confirm.click();
        await expect(toast(page, t('property.toast.deleted'))).toBeVisible();
        await expect(page).toHaveURL(`/entities/${entityId}/properties`);
        await expect(row(page, 'Edifício Augusta')).toContainText(euros(language, 300_000));
        await expect(views.getByRole('button')).toHaveText([
          t('properties.view.PARENT_PROPERTIES'),
          t('properties.view.BUILDINGS'),
        ]);
      },
    );
  });
}
