import { expect } from '@playwright/test';
import { expectLoggedIn, submitLogin, test } from './support/accounts';
import { phoneJourney } from './support/nav';
import { BROWSER_LOCALE, LANGUAGES, textsOf } from './support/texts';

/** The sum of the layout shifts the page has had (the Cumulative Layout Shift of its load). */
const layoutShift = `new Promise((resolve) => {
  let total = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) total += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  setTimeout(() => resolve(total), 500);
})`;

for (const language of LANGUAGES) {
  const t = textsOf(language);

  test.describe(`public pages drawn at build time (${language})`, () => {
    test.use({ locale: BROWSER_LOCALE[language] });

    test.describe('without scripts', () => {
      test.use({ javaScriptEnabled: false });

      test('the landing page and the login form are there before any code runs', async ({ page }) => {
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page).toHaveTitle(`${t('pageTitle.landing')} · Arrenda`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('landing.hero.name'));
        await expect(page.getByText(t('landing.hero.promise'))).toBeVisible();

        await page.goto('/login');
        await expect(page.locator('#password')).toBeVisible();
        await expect(page.getByRole('button', { name: t('login.submit'), exact: true })).toBeVisible();
        // Inert until the app takes over: nothing typed or submitted before it can be lost.
        await expect(page.locator('#root')).toHaveAttribute('inert', '');
      });
    });

    test(
      'the app takes the drawn page over without a shift, then logs in',
      phoneJourney(language),
      async ({ page, sharedAccount }) => {
        await page.goto('/');
        await expect(page.locator('#root')).not.toHaveAttribute('inert');
        await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('landing.hero.name'));
        expect(await page.evaluate(layoutShift)).toBeLessThan(0.01);

        await page.goto('/login');
        await submitLogin(page, sharedAccount);
        await expectLoggedIn(page);
      },
    );
  });
}

test('the page is drawn in the language last chosen in the app, whatever the browser asks', async ({
  page,
}) => {
  const pt = textsOf('pt');
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByRole('button', { name: pt('language.pt') }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');

  const answer = await page.request.get('/', { headers: { 'accept-language': 'en-US,en;q=0.9' } });
  expect(answer.headers().vary).toMatch(/accept-language/i);
  expect(await answer.text()).toContain('<html lang="pt">');
});
