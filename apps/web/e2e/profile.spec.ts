import { expect } from '@playwright/test';
import {
  createActiveAccount,
  expectLoggedIn,
  formAlert,
  loginThroughUi,
  OTHER_PASSWORD,
  submitLogin,
  test,
  toast,
  toastSummaries,
} from './support/accounts';
import { BROWSER_LOCALE, LANGUAGES, textsOf } from './support/texts';

for (const language of LANGUAGES) {
  const t = textsOf(language);

  test.describe(`profile (${language})`, () => {
    test.use({ locale: BROWSER_LOCALE[language] });

    test('shows the e-mail and keeps the saved first and last name', async ({ page, sharedAccount }) => {
      await loginThroughUi(page, sharedAccount);
      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: t('profile.title'), level: 1 })).toBeVisible();

      // Exact: the reminders switch's label starts with "Email" too.
      const email = page.getByLabel(t('field.email'), { exact: true });
      await expect(email).toHaveValue(sharedAccount.email);
      await expect(email).toBeDisabled();

      await page.getByLabel(t('field.firstName')).fill('Ana');
      await page.getByLabel(t('field.lastName')).fill('Rodrigues Silva');
      await page.getByRole('button', { name: t('profile.save') }).click();
      await expect(toast(page, t('server.profileUpdated'))).toBeVisible();

      await page.reload();
      await expect(page.getByLabel(t('field.firstName'))).toHaveValue('Ana');
      await expect(page.getByLabel(t('field.lastName'))).toHaveValue('Rodrigues Silva');
      await expect(page.getByLabel(t('field.email'), { exact: true })).toHaveValue(sharedAccount.email);
    });

    test('turns the calendar feed on, shows its address once, renews it and turns it off', async ({
      page,
      request,
    }) => {
      const owner = await createActiveAccount(request, { label: 'calendar-owner' });
      await loginThroughUi(page, owner);
      await page.goto('/profile');
      await page.getByRole('button', { name: t('calendarFeed.turnOn') }).click();
      const address = page.getByLabel(t('calendarFeed.address'));
      await expect(address).toHaveValue(/\/api\/calendar\/[\w-]{43}\.ics$/);
      const first = await address.inputValue();
      const feed = await request.get(new URL(first).pathname);
      expect(feed.status()).toBe(200);
      expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);

      await page.getByRole('button', { name: t('calendarFeed.renew') }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: t('calendarFeed.renew') })
        .click();
      await expect(address).not.toHaveValue(first);
      expect((await request.get(new URL(first).pathname)).status()).toBe(404);

      await page.getByRole('button', { name: t('calendarFeed.turnOff') }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: t('calendarFeed.turnOff') })
        .click();
      await expect(toast(page, t('calendarFeed.turnedOff'))).toBeVisible();
      await expect(page.getByRole('button', { name: t('calendarFeed.turnOn') })).toBeVisible();
    });

    test('changes the password: a wrong current one is refused, the right one logs out', async ({
      page,
      request,
    }) => {
      const account = await createActiveAccount(request, { label: 'change-password' });
      await loginThroughUi(page, account);
      await page.goto('/profile');

      const currentPassword = page.locator('#currentPassword');
      const newPassword = page.locator('#newPassword');
      const confirmPassword = page.locator('#confirmPassword');
      const submit = page.getByRole('button', { name: t('profile.changePassword') });

      await currentPassword.fill('Not-My-Password-9');
      await newPassword.fill(OTHER_PASSWORD);
      await confirmPassword.fill(OTHER_PASSWORD);
      await submit.click();
      await expect(page.locator('#currentPassword-error')).toHaveText(t('server.wrongCurrentPassword'));
      await expect(currentPassword).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(/\/profile$/);

      await currentPassword.fill(account.password);
      await submit.click();
      await expect(toast(page, t('server.passwordChanged'))).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);

      // Signed out: the old password is refused, the new one logs in.
      await submitLogin(page, account);
      await expect(formAlert(page)).toHaveText(t('server.badCredentials'));
      await submitLogin(page, { ...account, password: OTHER_PASSWORD });
      await expectLoggedIn(page);
    });

    test('after a password change shows its own toast only, not the guard’s', async ({ page, request }) => {
      const account = await createActiveAccount(request, { label: 'change-password-toast' });
      await loginThroughUi(page, account);
      await page.goto('/profile');

      await page.locator('#currentPassword').fill(account.password);
      await page.locator('#newPassword').fill(OTHER_PASSWORD);
      await page.locator('#confirmPassword').fill(OTHER_PASSWORD);
      await page.getByRole('button', { name: t('profile.changePassword') }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(toastSummaries(page)).toHaveText([t('server.passwordChanged')]);
    });
  });
}
