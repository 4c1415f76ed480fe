import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import {
  type Account,
  createActiveAccount,
  loginThroughUi,
  openAccountMenu,
  PASSWORD,
  submitLogin,
  test,
  toast,
  uniqueEmail,
} from './support/accounts';
import { apiSession } from './support/api';
import { linkFrom, waitForMail } from './support/mail';
import { phoneJourney, press } from './support/nav';
import { pdfText } from './support/pdf-text';
import { joanaWithPaidRents } from './support/portfolio';
import { openSelect } from './support/select';
import { BROWSER_LOCALE, decimal, euros, LANGUAGES, textPattern, textsOf } from './support/texts';

const now = new Date();
const year = now.getFullYear();
const pad = (value: number) => String(value).padStart(2, '0');
const month = `${year}-${pad(now.getMonth() + 1)}`;
/** The rent's period as the portal and the review card show it (MM/yyyy). */
const period = `${pad(now.getMonth() + 1)}/${year}`;

async function logout(page: Page, t: (key: string) => string) {
  await openAccountMenu(page);
  await press(page.getByRole('menuitem', { name: t('nav.logout') }));
  await expect(toast(page, t('toast.logoutSuccessful'))).toBeVisible();
}

for (const language of LANGUAGES) {
  const t = textsOf(language);

  test.describe(`tenant portal (${language})`, () => {
    test.use({ locale: BROWSER_LOCALE[language] });

    test(
      'a tenant is invited, confirms a payment with a proof, and the landlord accepts it',
      phoneJourney(language),
      async ({ page, request }) => {
        // The landlord's portfolio, through the API: a flat let to Joana, with this month's rent due.
        const landlord = await createActiveAccount(request, { label: 'portal-landlord' });
        const api = await apiSession(request, landlord);
        const { id: entityId } = await api.post<{ id: number }>('/entities', {
          name: 'Casas do Tejo',
          entityTypeId: 2,
          countryId: 1,
          legalName: 'Casas do Tejo, Lda.',
          financeNumber: '509876544',
          phone: '213000000',
          address: 'Rua do Ouro 1',
          postalCode: '1100-060',
        });
        const { id: flat } = await api.post<{ id: number }>(`/entities/${entityId}/properties`, {
          baseInfo: {
            propertyTypeId: 3,
            name: 'T1 Alfama',
            address: { street: 'Rua dos Remédios', number: '5', postalCode: '1100-441', cityId: 1 },
          },
        });
        const tenantEmail = uniqueEmail('portal-tenant');
        const { id: tenantId } = await api.post<{ id: number }>(`/entities/${entityId}/tenants`, {
          name: 'Joana Pires',
          fiscalNumber: '234567899',
          email: tenantEmail,
        });
        const contracts = `/entities/${entityId}/properties/${flat}/contracts`;
        const { id: contractId } = await api.post<{ id: number }>(contracts, {
          propertyId: flat,
          currencyId: 1,
          frequencyTypeId: 3,
          frequencyValue: 1,
          amount: 750,
          startDate: `${year}-01-01`,
          endDate: `${year + 1}-12-31`,
          tenantsId: [tenantId],
        });
        const contractPage = `${contracts}/${contractId}`;
        await api.post(`${contracts}/${contractId}/rents`, {
          currencyId: 1,
          paymentPeriodDate: `${month}-01`,
          paymentDueDate: `${month}-08`,
          amount: 750,
        });

        // The landlord invites the tenant from the tenant page, to the tenant's own e-mail.
        await loginThroughUi(page, landlord);
        await page.goto(`/entities/${entityId}/tenants/${tenantId}`);
        const portalCard = page.getByRole('region', { name: t('tenantPortal.title') });
        await expect(portalCard.getByText(t('tenantPortal.state.none'))).toBeVisible();
        await press(portalCard.getByRole('button', { name: t('tenantPortal.action.invite') }));
        const inviteDialog = page.getByRole('dialog', { name: t('tenantPortal.invite.title') });
        await expect(inviteDialog.getByLabel(t('tenantPortal.invite.email'))).toHaveValue(tenantEmail);
        await press(inviteDialog.getByRole('button', { name: t('tenantPortal.invite.submit') }));
        await expect(toast(page, t('tenantPortal.toast.invited', { email: tenantEmail }))).toBeVisible();
        await expect(
          portalCard.getByText(textPattern(language, 'tenantPortal.invitation', { email: tenantEmail })),
        ).toBeVisible();

        // The tenant opens the mailed link in this same browser: the landlord is signed out on the way.
        const invitation = linkFrom(
          await waitForMail(
            tenantEmail,
            /invites you to the tenant portal|convida-o para o portal do inquilino/,
          ),
          'tenantInvitation',
        );
        await page.goto(invitation);
        await expect(
          page.getByText(
            t('invitation.subtitle', { landlord: 'Casas do Tejo, Lda.', tenant: 'Joana Pires' }),
          ),
        ).toBeVisible();
        await page.locator('#password').fill(PASSWORD);
        await page.locator('#confirmPassword').fill(PASSWORD);
        await press(page.getByRole('button', { name: t('invitation.createAndAccept') }));
        await expect(toast(page, t('server.invitationAccepted'))).toBeVisible();
        await expect(page).toHaveURL(/\/login$/);

        // The tenant logs in: no entities of their own, but their rental, where the login lands.
        const tenant: Account = { email: tenantEmail, password: PASSWORD };
        await submitLogin(page, tenant);
        await expect(page).toHaveURL(/\/portal$/);
        const rental = page.getByRole('region', { name: 'T1 Alfama' });
        await expect(rental.getByText('Casas do Tejo, Lda.')).toBeVisible();
        const rent = rental.getByRole('article', { name: t('portal.rent.label', { period }) });
        await expect(
          rent.getByText(
            new RegExp(`^(${t('portal.rent.state.unpaid')}|${t('portal.rent.state.overdue')})$`),
          ),
        ).toBeVisible();

        // The tenant confirms the payment, with a proof.
        await press(rent.getByRole('button', { name: t('portal.rent.confirm') }));
        const confirmDialog = page.getByRole('dialog', { name: t('portal.confirm.title') });
        await expect(confirmDialog.getByLabel(t('portal.confirm.field.amount'))).toHaveValue(
          decimal(language, 750),
        );
        await confirmDialog.getByLabel(t('portal.confirm.field.note')).fill('Bank transfer from BPI');
        await confirmDialog.locator('input[type=file]').setInputFiles({
          name: 'transfer.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('%PDF-1.4 proof of the transfer'),
        });
        await expect(confirmDialog.getByText('transfer.pdf')).toBeVisible();
        await press(confirmDialog.getByRole('button', { name: t('portal.confirm.submit') }));
        await expect(toast(page, t('portal.toast.confirmationSent'))).toBeVisible();
        await expect(confirmDialog).toHaveCount(0);
        await expect(rent.getByText(t('portal.confirmation.status.PENDING'))).toBeVisible();
        await expect(rent.getByRole('button', { name: 'transfer.pdf' })).toBeVisible();
        await logout(page, t);

        // The landlord sees it pending on the overview, and accepts it.
        await loginThroughUi(page, landlord);
        await page.goto(`/entities/${entityId}`);
        const review = page.getByRole('region', { name: t('confirmations.title') });
        const pending = review.getByRole('article', {
          name: t('confirmations.item', { property: 'T1 Alfama', period }),
        });
        await expect(pending.getByText('Joana Pires')).toBeVisible();
        await expect(pending.getByText('Bank transfer from BPI')).toBeVisible();
        await expect(pending.getByRole('button', { name: 'transfer.pdf' })).toBeVisible();
        await press(pending.getByRole('button', { name: t('confirmations.accept') }));
        const acceptDialog = page.getByRole('dialog', { name: t('confirmations.accept.title') });
        await expect(acceptDialog).toContainText(
          t('confirmations.accept.question', { amount: euros(language, 750) }).split('{{date}}')[0] ?? '',
        );
        await press(acceptDialog.getByRole('button', { name: t('confirmations.accept') }));
        await expect(toast(page, t('confirmations.toast.accepted'))).toBeVisible();
        await expect(review).toHaveCount(0);

        // The contract page shows the rent paid; the landlord issues its receipt.
        await page.goto(`${contractPage}#rents`);
        const rents = page.locator('#rents');
        await expect(rents.getByText(t('rent.status.paid'), { exact: true }).first()).toBeVisible();
        await expect(rents.getByText('Bank transfer from BPI')).toBeVisible();
        await expect(page.getByRole('region', { name: t('confirmations.title') })).toHaveCount(0);
        await press(rents.getByRole('link', { name: t('payment.action.invoice') }));
        await press(page.getByRole('button', { name: t('receiptForm.submit') }));
        await expect(toast(page, t('receipt.toast.created'))).toBeVisible();
        await logout(page, t);

        // The tenant sees the rent paid, the confirmation accepted, and downloads the receipt.
        await loginThroughUi(page, tenant);
        await page.goto('/portal');
        await expect(
          rent.locator('.p-tag').getByText(t('portal.rent.state.paid'), { exact: true }),
        ).toBeVisible();
        await expect(rent.getByText(t('portal.confirmation.status.ACCEPTED'))).toBeVisible();
        await expect(rent.getByRole('button', { name: t('portal.rent.confirm') })).toHaveCount(0);
        const downloading = page.waitForEvent('download');
        await press(
          rent.getByRole('button', { name: t('portal.payment.receiptOf', { number: `${year}/1` }) }),
        );
        const download = await downloading;
        expect(download.suggestedFilename()).toMatch(/\.pdf$/);
        const text = await pdfText(await download.path());
        expect(text).toContain('Recibo de renda');
        expect(text).toContain(`${year}/1`);
        expect(text).toContain('Joana Pires');
      },
    );

    test('a tenant downloads the declaration of the rents paid in a past year', async ({ page, request }) => {
      // Fixed past years: a contract over 2024 and 2025, two rents of 2024 paid; all through the API.
      const paidYear = 2024;
      const unpaidYear = 2025;
      const landlord = await createActiveAccount(request, { label: 'declaration-landlord' });
      const api = await apiSession(request, landlord);
      const tenantEmail = uniqueEmail('declaration-tenant');
      const { entity, tenantId, contractId } = await joanaWithPaidRents(api, paidYear, {
        tenant: { email: tenantEmail },
      });
      // The tenant's portal account: the landlord's invitation, accepted with a new password.
      await api.post(`${entity}/tenants/${tenantId}/invitation`, { email: tenantEmail });
      const link = new URLSearchParams(
        linkFrom(
          await waitForMail(
            tenantEmail,
            /invites you to the tenant portal|convida-o para o portal do inquilino/,
          ),
          'tenantInvitation',
        ).split('?')[1],
      );
      const accepted = await request.put('/api/auth/tenantInvitation', {
        data: { userEmail: link.get('email'), token: link.get('token'), password: PASSWORD },
      });
      expect(accepted.status(), await accepted.text()).toBe(200);

      await loginThroughUi(page, { email: tenantEmail, password: PASSWORD });
      await page.goto('/portal');
      const declaration = page
        .getByRole('region', { name: 'T1 Alfama' })
        .getByRole('region', { name: t('portal.declaration.title') });
      await expect(declaration.getByText(t('portal.declaration.hint'))).toBeVisible();
      const chooseYear = async (chosen: number) => {
        const panels = await openSelect(page, declaration.locator('.p-dropdown'));
        await press(panels.getByRole('option', { name: String(chosen), exact: true }));
        await expect(declaration.locator('.p-dropdown-label')).toHaveText(String(chosen));
      };

      // The year paid: the server answers a PDF, saved under its name.
      await chooseYear(paidYear);
      const answering = page.waitForResponse((response) =>
        response.url().endsWith(`/api/portal/contracts/${contractId}/declarations/${paidYear}`),
      );
      const downloading = page.waitForEvent('download');
      await press(declaration.getByRole('button', { name: t('declaration.download') }));
      const answer = await answering;
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toMatch(/^application\/pdf/);
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`Declaração de rendas ${paidYear} - Joana Pires.pdf`);
      // The file saved is the answer's PDF.
      expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = await pdfText(await download.path());
      expect(text).toContain('Declaração de rendas recebidas');
      expect(text).toContain('Casas do Tejo, Lda.');
      expect(text).toContain('Joana Pires');
      expect(text).toContain('1.500,00');

      // A year without payments: the server's message, and no file.
      await chooseYear(unpaidYear);
      await press(declaration.getByRole('button', { name: t('declaration.download') }));
      await expect(toast(page, t('server.noPaymentsInYear', { year: unpaidYear }))).toBeVisible();
    });
  });
}
