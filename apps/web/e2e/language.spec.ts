import { expect, type Page } from '@playwright/test';
import { test } from './support/accounts';
import { chooseLanguage } from './support/nav';

/** The nav bar's flag selector: its button #language-selector shows the language chosen. */
function languageSelector(page: Page) {
  return page.locator('#language-selector');
}

async function expectEnglishLogin(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(languageSelector(page)).toContainText('English');
}

async function expectPortugueseLogin(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByRole('heading', { name: 'Iniciar sessão' })).toBeVisible();
  await expect(page.getByLabel('Palavra-passe', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Esqueceu-se da palavra-passe?' })).toBeVisible();
  await expect(languageSelector(page)).toContainText('Português');
}

test.describe('language', () => {
  test('switches to Portuguese with the flag selector, keeps it after a reload, and back', async ({
    page,
  }) => {
    await page.goto('/login');
    await expectEnglishLogin(page);

    await chooseLanguage(page, 'Português');
    await expectPortugueseLogin(page);
    // Validation messages follow the language too.
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.locator('#email-error')).toHaveText('O email é obrigatório');

    await page.reload();
    await expectPortugueseLogin(page);

    await chooseLanguage(page, 'English');
    await expectEnglishLogin(page);
    await page.reload();
    await expectEnglishLogin(page);
  });

  test.describe('a browser in pt-PT', () => {
    test.use({ locale: 'pt-PT' });

    test('starts in Portuguese', async ({ page }) => {
      await page.goto('/login');
      await expectPortugueseLogin(page);
    });

    test("loads the catalogue of the language it speaks, named in the page's HTML, and the other's on a switch", async ({
      page,
    }) => {
      const catalogues: string[] = [];
      page.on('request', (request) => {
        const name = /\/assets\/(catalogue-(en|pt))-/.exec(request.url())?.[1];
        if (name) catalogues.push(name);
      });
      const answer = await page.goto('/entities');
      expect(await answer?.text()).toMatch(
        /<link rel="modulepreload" crossorigin href="\/assets\/catalogue-pt-/,
      );
      await expect(page.getByRole('heading', { name: 'Iniciar sessão' })).toBeVisible();
      expect(catalogues).toEqual(['catalogue-pt']);
      await chooseLanguage(page, 'English');
      await expectEnglishLogin(page);
      expect(catalogues).toEqual(['catalogue-pt', 'catalogue-en']);
    });
  });

  test.describe('a browser in en-US', () => {
    test.use({ locale: 'en-US' });

    test('starts in English', async ({ page }) => {
      await page.goto('/login');
      await expectEnglishLogin(page);
    });
  });
});
