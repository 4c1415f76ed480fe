import { expect } from '@playwright/test';
import {
  ACTIVATION_SUBJECT,
  createActiveAccount,
  expectLoggedIn,
  formAlert,
  loginThroughUi,
  OTHER_PASSWORD,
  openAccountMenu,
  PASSWORD,
  RESET_SUBJECT,
  submitLogin,
  test,
  toast,
  toastSummaries,
  trackUrls,
  uniqueEmail,
} from './support/accounts';
import { linkFrom, waitForMail } from './support/mail';

const BAD_CREDENTIALS = 'Wrong email or password.';
const LOGIN_REQUIRED = 'Login is required to access this page!';

test.describe('registration and activation', () => {
  test('registers through the form and activates the account from the mailed link', async ({ page }) => {
    const account = { email: uniqueEmail('register'), password: PASSWORD };

    await page.goto('/registration');
    await page.getByLabel('Email').fill(account.email);
    await page.locator('#password').fill(account.password);
    await page.locator('#confirmPassword').fill(account.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(toast(page, 'Registration Successful! Please check your email')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // Not activated yet: the login is refused with the server's message.
    await submitLogin(page, account);
    await expect(formAlert(page)).toContainText('Your account is not activated yet.');

    // That login mailed a new link, which replaces the first one.
    const mail = await waitForMail(account.email, ACTIVATION_SUBJECT, { skip: 1 });
    const activation = linkFrom(mail, 'activateAccount');
    expect(activation).toMatch(/^\/activateAccount\?/);
    await page.goto(activation);
    await expect(page.getByText(`To activate the account of ${account.email}`)).toBeVisible();

    // The password typed must be the one chosen at registration; the link stays usable.
    await page.locator('#password').fill(OTHER_PASSWORD);
    await page.getByRole('button', { name: 'Activate account' }).click();
    await expect(page.locator('#password-error')).toHaveText(
      'This is not the password chosen when this email was registered.',
    );

    // The right one activates the account and signs in.
    await page.locator('#password').fill(account.password);
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Your account is activated.')).toBeVisible();
    await expect(toast(page, 'Login Successful!')).toBeVisible();
    await expectLoggedIn(page);
  });

  test('shows the server message and the support address for a bad activation link', async ({ page }) => {
    await page.goto(
      `/activateAccount?${new URLSearchParams({ email: uniqueEmail('nobody'), token: 'nope' })}`,
    );
    await page.locator('#password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Activate account' }).click();
    await expect(formAlert(page)).toHaveText('This activation link is invalid or has expired.');
    await expect(page.getByText('If your problem persists, please contact')).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@arrenda.test' })).toHaveAttribute(
      'href',
      'mailto:support@arrenda.test',
    );
  });
});

test.describe('login and logout', () => {
  test('logs in: lands on /entities?login=successful with the toast Login Successful!', async ({
    page,
    sharedAccount,
  }) => {
    const urls = trackUrls(page);
    await page.goto('/login');
    await submitLogin(page, sharedAccount);

    await expect(toast(page, 'Login Successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/entities$/);
    expect(urls).toContainEqual(expect.stringMatching(/\/entities\?login=successful$/));
    await expect(toast(page, 'You are already logged in.')).toHaveCount(0);
  });

  test('offers Profile and Logout in the Account menu; Logout goes to / with its toast', async ({
    page,
    sharedAccount,
  }) => {
    const urls = trackUrls(page);
    await loginThroughUi(page, sharedAccount);
    await page.goto('/');

    await openAccountMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Register' })).toHaveCount(0);

    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(toast(page, 'Logout Successful!')).toBeVisible();
    expect(urls).toContainEqual(expect.stringMatching(/\/\?logout=true$/));
    await expect(page).toHaveURL(/:\d+\/$/);

    // Logged out: the menu offers Register and Login again, and protected pages are closed.
    await openAccountMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Register' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Login' })).toBeVisible();
    await page.goto('/profile');
    await expect(toast(page, LOGIN_REQUIRED)).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  });

  test('logs out from a protected page to / with the toast Logout Successful!', async ({
    page,
    sharedAccount,
  }) => {
    await loginThroughUi(page, sharedAccount);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();

    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(toast(page, 'Logout Successful!')).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(toast(page, LOGIN_REQUIRED)).toHaveCount(0);
  });

  test('shows the server message in the red alert on a wrong password', async ({ page, sharedAccount }) => {
    await page.goto('/login');
    await submitLogin(page, { ...sharedAccount, password: 'Not-The-Password-1' });

    await expect(formAlert(page)).toHaveText(BAD_CREDENTIALS);
    await expect(formAlert(page)).toHaveClass(/p-inline-message-error/);
    await expect(page).toHaveURL(/\/login$/);
    await expect(toastSummaries(page)).toHaveCount(0);
  });

  test('validates the login form before calling the server', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.locator('#email-error')).toHaveText('Email is required');
    await expect(page.locator('#password-error')).toHaveText('Password is required');
    await page.getByLabel('Email').fill('not-an-email');
    await expect(page.locator('#email-error')).toHaveText('Must be a valid email');
    await expect(formAlert(page)).toHaveCount(0);
  });
});

test.describe('guards', () => {
  test('sends a visitor who is not logged in from a protected page to /login, to come back after', async ({
    page,
  }) => {
    for (const path of ['/profile', '/entities', '/entities/1/properties']) {
      await page.goto(path);
      await expect(toast(page, LOGIN_REQUIRED)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(path)}$`));
      await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    }
  });

  test('sends a logged-in user from /login and /registration to /', async ({ page, sharedAccount }) => {
    await loginThroughUi(page, sharedAccount);

    for (const path of ['/login', '/registration']) {
      await page.goto(path);
      await expect(toast(page, 'You are already logged in.')).toBeVisible();
      await expect(page).toHaveURL(/:\d+\/$/);
    }
  });
});

test.describe('password reset', () => {
  test('resets a forgotten password through the mailed link', async ({ page, request }) => {
    const account = await createActiveAccount(request, { label: 'reset' });

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/requestResetPassword$/);
    // The login page has an Email field too: wait for the new page before typing.
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toast(page, 'Request Successful! Please check your email')).toBeVisible();

    const reset = linkFrom(await waitForMail(account.email, RESET_SUBJECT), 'resetPassword');
    expect(reset).toMatch(/^\/resetPassword\?/);
    await page.goto(reset);
    await expect(page.getByText(`Choose a new password for ${account.email}.`)).toBeVisible();
    await page.locator('#password').fill(OTHER_PASSWORD);
    await page.locator('#confirmPassword').fill(OTHER_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toast(page, 'Password successfully reset!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // The old password is refused; the new one logs in.
    await submitLogin(page, account);
    await expect(formAlert(page)).toHaveText(BAD_CREDENTIALS);
    await submitLogin(page, { ...account, password: OTHER_PASSWORD });
    await expectLoggedIn(page);

    // The link works once.
    await page.goto('/');
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(toast(page, 'Logout Successful!')).toBeVisible();
    await page.goto(reset);
    await page.locator('#password').fill(PASSWORD);
    await page.locator('#confirmPassword').fill(PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(formAlert(page)).toHaveText(
      'This reset link is invalid or has expired. Please request a new one.',
    );
  });
});

test.describe('registration form validation (spec section 5)', () => {
  test('shows the messages and sends nothing while the form is invalid', async ({ page }) => {
    const registerCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/register')) registerCalls.push(request.url());
    });
    await page.goto('/registration');
    const email = page.getByLabel('Email');
    const password = page.locator('#password');
    const confirmPassword = page.locator('#confirmPassword');
    const submit = page.getByRole('button', { name: 'Register' });
    const emailError = page.locator('#email-error');
    const passwordError = page.locator('#password-error');
    const confirmError = page.locator('#confirmPassword-error');

    await submit.click();
    await expect(emailError).toHaveText('Email is required');
    await expect(passwordError).toHaveText('Password is required');
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await email.fill('not-an-email');
    await expect(emailError).toHaveText('Must be a valid email');
    await email.fill('someone@arrenda.test');
    await expect(emailError).toHaveCount(0);

    await password.fill('abc');
    await expect(passwordError).toHaveText('Cannot contain less than 6 characters');
    await password.fill('a'.repeat(21));
    await expect(passwordError).toHaveText('Cannot contain more than 20 characters');
    await password.fill(PASSWORD);
    await expect(passwordError).toHaveCount(0);

    await confirmPassword.fill(`${PASSWORD}x`);
    await submit.click();
    await expect(confirmError).toHaveText('Passwords must match');
    await confirmPassword.fill(PASSWORD);
    await expect(confirmError).toHaveCount(0);

    expect(registerCalls).toEqual([]);
    await expect(page).toHaveURL(/\/registration$/);
  });
});
