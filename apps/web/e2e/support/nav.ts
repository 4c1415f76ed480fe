import { type Language, pickLanguage } from '@arrenda/core';
import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { text } from './texts';

/** The language the app shows the page in (it keeps the html element's lang in step). */
export async function languageOf(page: Page): Promise<Language> {
  return pickLanguage(await page.locator('html').getAttribute('lang'));
}

/**
 * The tag of a main journey, which the phone project runs too (playwright.config.ts): in
 * Portuguese only, the language of the longer words that break a narrow layout first; once is
 * enough on the 2-core CI machine.
 */
export function phoneJourney(language: Language): { tag?: string } {
  return language === 'pt' ? { tag: '@phone' } : {};
}

/** Whether the running project is the phone one: a touch screen, where a tap is the click. */
export function onPhone(info: TestInfo = test.info()): boolean {
  return info.project.use.hasTouch === true;
}

/**
 * On a narrow window a toast (the login's, say) lies over the nav bar's right end. A click brings
 * Playwright's pointer over its target to press it, and a toast under the pointer stays shown as
 * long as the pointer rests there: the click would wait for it for good. So before pressing
 * something a toast covers, the pointer goes aside and the toasts are waited out (5 s at most).
 */
async function waitOutToastsOver(target: Locator): Promise<void> {
  const page = target.page();
  const box = await target.boundingBox();
  if (!box) return;
  const toasts = page.locator('.p-toast-message');
  const covered = await toasts.evaluateAll(
    (elements, over) =>
      elements.some((element) => {
        const toast = element.getBoundingClientRect();
        return (
          toast.left < over.x + over.width &&
          toast.right > over.x &&
          toast.top < over.y + over.height &&
          toast.bottom > over.y
        );
      }),
    box,
  );
  if (!covered) return;
  await page.mouse.move(0, (page.viewportSize()?.height ?? 1) - 1);
  await expect(toasts).toHaveCount(0);
}

/** Taps on a phone, clicks elsewhere: what a user of the project's device does. */
export async function press(locator: Locator): Promise<void> {
  await waitOutToastsOver(locator);
  if (onPhone()) await locator.tap();
  else await locator.click();
}

/**
 * Opens the nav bar's menu where a button folds it away (a phone); on a wider window it is open
 * already and nothing is pressed.
 */
export async function openMainMenu(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: text(await languageOf(page), 'nav.mainMenu') });
  if (!(await button.isVisible())) return;
  if ((await button.getAttribute('aria-expanded')) !== 'true') await press(button);
  await page.getByRole('menubar').waitFor();
}

/**
 * Presses the nav bar's item named by `key` (a text key such as nav.properties), through the
 * folded menu on a phone. That menu folds itself up when its items change (the current entity
 * coming in with the page), so it is opened again until the item shows.
 */
async function pressMenuItem(page: Page, key: string): Promise<void> {
  const item = page.getByRole('menuitem', { name: text(await languageOf(page), key), exact: true });
  await expect(async () => {
    await openMainMenu(page);
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await press(item);
}

/** Opens the nav bar's Account menu. */
export async function openAccountMenu(page: Page): Promise<void> {
  await pressMenuItem(page, 'nav.account');
}

/** Goes to a section of the nav bar (`key` is its text's key, e.g. nav.properties), as a user does. */
export async function goToSection(page: Page, key: string): Promise<void> {
  await pressMenuItem(page, key);
}

/** Chooses a language with the nav bar's flag selector (its button #language-selector). */
export async function chooseLanguage(page: Page, label: 'English' | 'Português'): Promise<void> {
  const selector = page.locator('#language-selector');
  await waitOutToastsOver(selector);
  await selector.click();
  await page.getByRole('listbox').getByRole('option', { name: label, exact: true }).click();
  await expect(selector).toContainText(label);
}
