import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import { watchContext, watchNewContexts } from './console-watch';
import { linkFrom, waitForMail } from './mail';
import { languageOf, openAccountMenu } from './nav';
import { textsOf } from './texts';

/**
 * A password that passes the client rules (6 to 20 characters) and the server's refusal of
 * common passwords; tests that change a password switch to OTHER_PASSWORD.
 */
export const PASSWORD = 'Gato-Preto-42';
export const OTHER_PASSWORD = 'Casa-Azul-2024!';

export const ACTIVATION_SUBJECT = /activate your account/i;
export const RESET_SUBJECT = /reset your password/i;

let counter = 0;
/** An e-mail address that no other test uses. */
export function uniqueEmail(label = 'user'): string {
  counter++;
  const stamp = `${Date.now().toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `e2e.${label}.${stamp}@arrenda.test`;
}

export interface Account {
  email: string;
  password: string;
}

/**
 * Registers through the API (the call the registration page makes), then activates with the
 * token of the mailed link and the password: an active account to start a test from.
 *
 * The server allows 10 registrations an hour per IP, and every request of the suite comes from
 * 127.0.0.1: tests that do not change the account share the worker's `sharedAccount`.
 */
export async function createActiveAccount(
  request: APIRequestContext,
  { label = 'user', password = PASSWORD }: { label?: string; password?: string } = {},
): Promise<Account> {
  const email = uniqueEmail(label);
  const registered = await request.post('/api/auth/register', { data: { email, password } });
  expect(registered.status(), await registered.text()).toBe(201);

  const link = new URLSearchParams(
    linkFrom(await waitForMail(email, ACTIVATION_SUBJECT), 'activateAccount').split('?')[1],
  );
  const activated = await request.put('/api/auth/activateAccount', {
    data: { userEmail: link.get('email'), token: link.get('token'), password },
  });
  expect(activated.status(), await activated.text()).toBe(200);
  return { email, password };
}

/**
 * The suite's test, with an active account per worker for tests that leave it unchanged. Every
 * test fails when a page of any of its browser contexts (the `page`'s and those it opens with
 * `browser.newContext` or `browser.newPage`) breaks the Content-Security-Policy, logs a console
 * error or throws: the app must work under its CSP, quietly.
 */
export const test = base.extend<{ browserWatch: undefined }, { sharedAccount: Account }>({
  browserWatch: [
    async ({ context, browser }, use) => {
      const problems: string[] = [];
      watchContext(context, problems);
      const stopWatching = watchNewContexts(browser, problems);
      try {
        await use(undefined);
      } finally {
        stopWatching();
      }
      expect(problems, 'CSP violations, console errors and uncaught errors').toEqual([]);
    },
    { auto: true },
  ],
  sharedAccount: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const account = await createActiveAccount(request, { label: 'shared' });
      await request.dispose();
      await use(account);
    },
    { scope: 'worker' },
  ],
});

/** The toast with this text (PrimeReact Toast: `.p-toast-message`, text in `.p-toast-summary`). */
export function toast(page: Page, text: string | RegExp): Locator {
  // A toast on its way out (its exit animation) is no longer the one shown.
  return page.locator('.p-toast-message:not(.p-toast-message-exit)').filter({
    has: page.locator('.p-toast-summary').getByText(text, { exact: true }),
  });
}

/** The texts of every toast on screen. */
export function toastSummaries(page: Page): Locator {
  return page.locator('.p-toast-message .p-toast-summary');
}

/** The red alert under a form (docs/product.md#errors), as opposed to a field's own message. */
export function formAlert(page: Page): Locator {
  return page.locator('.form-alert');
}

/** Every URL the page's main frame goes to, history pushes and replaces included. */
export function trackUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

/** Opens the nav bar's Account menu (through the folded menu on a phone). */
export { openAccountMenu };

/** Fills and submits the login form of the current page, in the language it shows. */
export async function submitLogin(page: Page, { email, password }: Account): Promise<void> {
  const t = textsOf(await languageOf(page));
  await page.getByLabel(t('field.email')).fill(email);
  await page.locator('#password').fill(password);
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
}

/**
 * Waits for the signed-in state the nav bar shows: its Account menu holds Profile (and no
 * longer Login). Where a login lands is checked by auth.spec.ts only.
 */
export async function expectLoggedIn(page: Page): Promise<void> {
  await expect(page).not.toHaveURL(/\/login$/);
  const t = textsOf(await languageOf(page));
  await expect(page.getByRole('menuitem', { name: t('nav.profile'), includeHidden: true })).toHaveCount(1);
  await expect(page.getByRole('menuitem', { name: t('nav.login'), includeHidden: true })).toHaveCount(0);
}

/** Logs in through the /login page and waits until the app shows the user as signed in. */
export async function loginThroughUi(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, account);
  await expectLoggedIn(page);
}
