import { expect } from '@playwright/test';
import {
  createActiveAccount,
  expectLoggedIn,
  formAlert,
  loginThroughUi,
  OTHER_PASSWORD,
  openAccountMenu,
  PASSWORD,
  submitLogin,
  test,
  toast,
  toastSummaries,
  trackUrls,
  uniqueEmail,
} from './support/accounts';
import { linkFrom, waitForMail } from './support/mail';
import { phoneJourney, press } from './support/nav';
import { BROWSER_LOCALE, LANGUAGES, textsOf } from './support/texts';

/** The mails in either language (the server writes in the language the app asks in). */
const ACTIVATION = /activate your account|ative a sua conta/i;
const RESET = /reset your password|redefinir a palavra-passe/i;

for (const language of LANGUAGES) {
  const t = textsOf(language);

  test.describe(`accounts (${language})`, () => {
    test.use({ locale: BROWSER_LOCALE[language] });

    test.describe('registration and activation', () => {
      test('registers through the form and activates the account from the mailed link', async ({ page }) => {
        const account = { email: uniqueEmail('register'), password: PASSWORD };

        await page.goto('/registration');
        await page.getByLabel(t('field.email')).fill(account.email);
        await page.locator('#password').fill(account.password);
        await page.locator('#confirmPassword').fill(account.password);
        await page.getByRole('button', { name: t('registration.submit') }).click();
        await expect(toast(page, t('toast.registrationSuccessful'))).toBeVisible();
        await expect(page).toHaveURL(/\/login$/);

        // Not activated yet: the login is refused with the server's message.
        await submitLogin(page, account);
        await expect(formAlert(page)).toContainText(t('server.accountNotActivated'));

        // That login mailed a new link, which replaces the first one.
        const mail = await waitForMail(account.email, ACTIVATION, { skip: 1 });
        const activation = linkFrom(mail, 'activateAccount');
        expect(activation).toMatch(/^\/activateAccount\?/);
        await page.goto(activation);
        await expect(page.getByText(t('activate.subtitle', { email: account.email }))).toBeVisible();

        // The password typed must be the one chosen at registration; the link stays usable.
        await page.locator('#password').fill(OTHER_PASSWORD);
        await page.getByRole('button', { name: t('activate.submit') }).click();
        await expect(page.locator('#password-error')).toHaveText(t('server.activationWrongPassword'));

        // The right one activates the account and signs in.
        await page.locator('#password').fill(account.password);
        await page.keyboard.press('Enter');
        await expect(toast(page, t('server.activated'))).toBeVisible();
        await expect(toast(page, t('toast.loginSuccessful'))).toBeVisible();
        await expectLoggedIn(page);
      });

      test('shows the server message and the support address for a bad activation link', async ({ page }) => {
        await page.goto(
          `/activateAccount?${new URLSearchParams({ email: uniqueEmail('nobody'), token: 'nope' })}`,
        );
        await page.locator('#password').fill(PASSWORD);
        await page.getByRole('button', { name: t('activate.submit') }).click();
        await expect(formAlert(page)).toHaveText(t('server.invalidActivationToken'));
        await expect(page.getByText(t('activate.persist'))).toBeVisible();
        await expect(page.getByRole('link', { name: 'support@arrenda.test' })).toHaveAttribute(
          'href',
          'mailto:support@arrenda.test',
        );
      });
    });

    test.describe('login and logout', () => {
      test(
        'logs in: lands on /entities?login=successful with the toast Login Successful!',
        phoneJourney(language),
        async ({ page, sharedAccount }) => {
          const urls = trackUrls(page);
          await page.goto('/login');
          await submitLogin(page, sharedAccount);

          await expect(toast(page, t('toast.loginSuccessful'))).toBeVisible();
          // The toast lies below the nav bar, whose right end (the menu, the bell, the language)
          // stays within reach while it shows.
          const toastBox = await toast(page, t('toast.loginSuccessful')).boundingBox();
          const navBox = await page.locator('.nav-bar').boundingBox();
          expect(toastBox?.y).toBeGreaterThanOrEqual((navBox?.y ?? 0) + (navBox?.height ?? Infinity));
          await expect(page).toHaveURL(/\/entities$/);
          expect(urls).toContainEqual(expect.stringMatching(/\/entities\?login=successful$/));
          await expect(toast(page, t('toast.alreadyLoggedIn'))).toHaveCount(0);
        },
      );

      test(
        'offers Profile and Logout in the Account menu; Logout goes to / with its toast',
        phoneJourney(language),
        async ({ page, sharedAccount }) => {
          const urls = trackUrls(page);
          await loginThroughUi(page, sharedAccount);
          await page.goto('/');

          await openAccountMenu(page);
          await expect(page.getByRole('menuitem', { name: t('nav.profile') })).toBeVisible();
          await expect(page.getByRole('menuitem', { name: t('nav.logout') })).toBeVisible();
          await expect(page.getByRole('menuitem', { name: t('nav.register') })).toHaveCount(0);

          await press(page.getByRole('menuitem', { name: t('nav.logout') }));
          await expect(toast(page, t('toast.logoutSuccessful'))).toBeVisible();
          expect(urls).toContainEqual(expect.stringMatching(/\/\?logout=true$/));
          await expect(page).toHaveURL(/:\d+\/$/);

          // Logged out: the menu offers Register and Login again, and protected pages are closed.
          await openAccountMenu(page);
          await expect(page.getByRole('menuitem', { name: t('nav.register') })).toBeVisible();
          await expect(page.getByRole('menuitem', { name: t('nav.login') })).toBeVisible();
          await page.goto('/profile');
          await expect(toast(page, t('toast.loginRequired'))).toBeVisible();
          await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
        },
      );

      test('logs out from a protected page to / with the toast Logout Successful!', async ({
        page,
        sharedAccount,
      }) => {
        await loginThroughUi(page, sharedAccount);
        await page.goto('/profile');
        await expect(page.getByRole('heading', { name: t('profile.title') })).toBeVisible();

        await openAccountMenu(page);
        await page.getByRole('menuitem', { name: t('nav.logout') }).click();
        await expect(toast(page, t('toast.logoutSuccessful'))).toBeVisible();
        await expect(page).toHaveURL(/:\d+\/$/);
        await expect(toast(page, t('toast.loginRequired'))).toHaveCount(0);
      });

      test('shows the server message in the red alert on a wrong password', async ({
        page,
        sharedAccount,
      }) => {
        await page.goto('/login');
        await submitLogin(page, { ...sharedAccount, password: 'Not-The-Password-1' });

        await expect(formAlert(page)).toHaveText(t('server.badCredentials'));
        await expect(formAlert(page)).toHaveClass(/p-inline-message-error/);
        await expect(page).toHaveURL(/\/login$/);
        await expect(toastSummaries(page)).toHaveCount(0);
      });

      test('validates the login form before calling the server', async ({ page }) => {
        await page.goto('/login');
        await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
        await expect(page.locator('#email-error')).toHaveText(t('validation.emailRequired'));
        await expect(page.locator('#password-error')).toHaveText(t('validation.passwordRequired'));
        await page.getByLabel(t('field.email')).fill('not-an-email');
        await expect(page.locator('#email-error')).toHaveText(t('validation.emailInvalid'));
        await expect(formAlert(page)).toHaveCount(0);
      });
    });

    test.describe('guards', () => {
      test('sends a visitor who is not logged in from a protected page to /login, to come back after', async ({
        page,
      }) => {
        for (const path of ['/profile', '/entities', '/entities/1/properties']) {
          await page.goto(path);
          await expect(toast(page, t('toast.loginRequired'))).toBeVisible();
          await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(path)}$`));
          await expect(page.getByRole('heading', { name: t('login.title') })).toBeVisible();
        }
      });

      test('sends a logged-in user from /login and /registration to /', async ({ page, sharedAccount }) => {
        await loginThroughUi(page, sharedAccount);

        for (const path of ['/login', '/registration']) {
          await page.goto(path);
          await expect(toast(page, t('toast.alreadyLoggedIn'))).toBeVisible();
          await expect(page).toHaveURL(/:\d+\/$/);
        }
      });
    });

    test.describe('password reset', () => {
      test('resets a forgotten password through the mailed link', async ({ page, request }) => {
        const account = await createActiveAccount(request, { label: 'reset' });

        await page.goto('/login');
        await page.getByRole('link', { name: t('login.forgot') }).click();
        await expect(page).toHaveURL(/\/requestResetPassword$/);
        // The login page has an Email field too: wait for the new page before typing.
        await expect(page.getByRole('heading', { name: t('requestReset.title') })).toBeVisible();
        await page.getByLabel(t('field.email')).fill(account.email);
        await page.getByRole('button', { name: t('reset.submit') }).click();
        await expect(toast(page, t('toast.requestSuccessful'))).toBeVisible();

        const reset = linkFrom(await waitForMail(account.email, RESET), 'resetPassword');
        expect(reset).toMatch(/^\/resetPassword\?/);
        await page.goto(reset);
        await expect(page.getByText(t('reset.subtitle', { email: account.email }))).toBeVisible();
        await page.locator('#password').fill(OTHER_PASSWORD);
        await page.locator('#confirmPassword').fill(OTHER_PASSWORD);
        await page.getByRole('button', { name: t('reset.submit') }).click();
        await expect(toast(page, t('toast.passwordReset'))).toBeVisible();
        await expect(page).toHaveURL(/\/login$/);

        // The old password is refused; the new one logs in.
        await submitLogin(page, account);
        await expect(formAlert(page)).toHaveText(t('server.badCredentials'));
        await submitLogin(page, { ...account, password: OTHER_PASSWORD });
        await expectLoggedIn(page);

        // The link works once.
        await page.goto('/');
        await openAccountMenu(page);
        await page.getByRole('menuitem', { name: t('nav.logout') }).click();
        await expect(toast(page, t('toast.logoutSuccessful'))).toBeVisible();
        await page.goto(reset);
        await page.locator('#password').fill(PASSWORD);
        await page.locator('#confirmPassword').fill(PASSWORD);
        await page.getByRole('button', { name: t('reset.submit') }).click();
        await expect(formAlert(page)).toHaveText(t('server.invalidResetToken'));
      });
    });

    test.describe('registration form validation (docs/product.md#validation)', () => {
      test('shows the messages and sends nothing while the form is invalid', async ({ page }) => {
        const registerCalls: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/api/auth/register')) registerCalls.push(request.url());
        });
        await page.goto('/registration');
        const email = page.getByLabel(t('field.email'));
        const password = page.locator('#password');
        const confirmPassword = page.locator('#confirmPassword');
        const submit = page.getByRole('button', { name: t('registration.submit') });
        const emailError = page.locator('#email-error');
        const passwordError = page.locator('#password-error');
        const confirmError = page.locator('#confirmPassword-error');

        await submit.click();
        await expect(emailError).toHaveText(t('validation.emailRequired'));
        await expect(passwordError).toHaveText(t('validation.passwordRequired'));
        await expect(email).toHaveAttribute('aria-invalid', 'true');

        await email.fill('not-an-email');
        await expect(emailError).toHaveText(t('validation.emailInvalid'));
        await email.fill('someone@arrenda.test');
        await expect(emailError).toHaveCount(0);

        await password.fill('abc');
        await expect(passwordError).toHaveText(t('validation.minChars', { count: 6 }));
        await password.fill('a'.repeat(21));
        await expect(passwordError).toHaveText(t('validation.maxChars', { count: 20 }));
        await password.fill(PASSWORD);
        await expect(passwordError).toHaveCount(0);

        await confirmPassword.fill(`${PASSWORD}x`);
        await submit.click();
        await expect(confirmError).toHaveText(t('validation.passwordsMatch'));
        await confirmPassword.fill(PASSWORD);
        await expect(confirmError).toHaveCount(0);

        expect(registerCalls).toEqual([]);
        await expect(page).toHaveURL(/\/registration$/);
      });
    });
  });
}
