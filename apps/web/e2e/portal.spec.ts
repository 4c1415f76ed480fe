import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
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

const now = new Date();
const year = now.getFullYear();
const pad = (value: number) => String(value).padStart(2, '0');
const month = `${year}-${pad(now.getMonth() + 1)}`;
/** The rent's period as the portal and the review card show it (MM/yyyy). */
const period = `${pad(now.getMonth() + 1)}/${year}`;

async function logout(page: Page) {
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(toast(page, 'Logout Successful!')).toBeVisible();
}

async function pdfText(path: string): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await readFile(path)) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

test.describe('tenant portal', () => {
  test('a tenant is invited, confirms a payment with a proof, and the landlord accepts it', async ({
    page,
    request,
  }) => {
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
    const portalCard = page.getByRole('region', { name: 'Tenant portal' });
    await expect(portalCard.getByText('Not invited')).toBeVisible();
    await portalCard.getByRole('button', { name: 'Invite to the portal' }).click();
    const inviteDialog = page.getByRole('dialog', { name: 'Invite to the tenant portal' });
    await expect(inviteDialog.getByLabel('Email')).toHaveValue(tenantEmail);
    await inviteDialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(toast(page, `Invitation sent to ${tenantEmail}`)).toBeVisible();
    await expect(portalCard.getByText(new RegExp(`^Invitation sent to ${tenantEmail} on `))).toBeVisible();

    // The tenant opens the mailed link in this same browser: the landlord is signed out on the way.
    const invitation = linkFrom(
      await waitForMail(tenantEmail, /invites you to the tenant portal/),
      'tenantInvitation',
    );
    await page.goto(invitation);
    await expect(
      page.getByText('Casas do Tejo, Lda. invites Joana Pires to the tenant portal.'),
    ).toBeVisible();
    await page.locator('#password').fill(PASSWORD);
    await page.locator('#confirmPassword').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account and accept' }).click();
    await expect(toast(page, 'Invitation accepted. You can now log in to see your rents.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // The tenant logs in: no entities of their own, but their rental, where the login lands.
    const tenant: Account = { email: tenantEmail, password: PASSWORD };
    await submitLogin(page, tenant);
    await expect(page).toHaveURL(/\/portal$/);
    const rental = page.getByRole('region', { name: 'T1 Alfama' });
    await expect(rental.getByText('Casas do Tejo, Lda.')).toBeVisible();
    const rent = rental.getByRole('article', { name: `Rent of ${period}` });
    await expect(rent.getByText(/^(Not paid|Overdue)$/)).toBeVisible();

    // The tenant confirms the payment, with a proof.
    await rent.getByRole('button', { name: 'Confirm payment' }).click();
    const confirmDialog = page.getByRole('dialog', { name: 'Confirm payment' });
    await expect(confirmDialog.getByLabel('Amount paid')).toHaveValue('750.00');
    await confirmDialog.getByLabel('Note').fill('Bank transfer from BPI');
    await confirmDialog.locator('input[type=file]').setInputFiles({
      name: 'transfer.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 proof of the transfer'),
    });
    await expect(confirmDialog.getByText('transfer.pdf')).toBeVisible();
    await confirmDialog.getByRole('button', { name: 'Send confirmation' }).click();
    await expect(toast(page, 'Payment confirmation sent')).toBeVisible();
    await expect(confirmDialog).toHaveCount(0);
    await expect(rent.getByText('Waiting for the landlord')).toBeVisible();
    await expect(rent.getByRole('button', { name: 'transfer.pdf' })).toBeVisible();
    await logout(page);

    // The landlord sees it pending on the overview, and accepts it.
    await loginThroughUi(page, landlord);
    await page.goto(`/entities/${entityId}`);
    const review = page.getByRole('region', { name: 'Payment confirmations' });
    const pending = review.getByRole('article', { name: `T1 Alfama, rent of ${period}` });
    await expect(pending.getByText('Joana Pires')).toBeVisible();
    await expect(pending.getByText('Bank transfer from BPI')).toBeVisible();
    await expect(pending.getByRole('button', { name: 'transfer.pdf' })).toBeVisible();
    await pending.getByRole('button', { name: 'Accept' }).click();
    const acceptDialog = page.getByRole('dialog', { name: 'Accept payment confirmation' });
    await expect(acceptDialog).toContainText(`A payment of €750.00 dated`);
    await acceptDialog.getByRole('button', { name: 'Accept' }).click();
    await expect(toast(page, 'Payment confirmation accepted: the payment was added')).toBeVisible();
    await expect(review).toHaveCount(0);

    // The contract page shows the rent paid; the landlord issues its receipt.
    await page.goto(`${contractPage}#rents`);
    const rents = page.locator('#rents');
    await expect(rents.getByText('Paid', { exact: true }).first()).toBeVisible();
    await expect(rents.getByText('Bank transfer from BPI')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payment confirmations' })).toHaveCount(0);
    await rents.getByRole('link', { name: 'Create invoice PDF' }).click();
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(toast(page, 'Receipt created')).toBeVisible();
    await logout(page);

    // The tenant sees the rent paid, the confirmation accepted, and downloads the receipt.
    await loginThroughUi(page, tenant);
    await page.goto('/portal');
    await expect(rent.locator('.p-tag').getByText('Paid', { exact: true })).toBeVisible();
    await expect(rent.getByText('Accepted')).toBeVisible();
    await expect(rent.getByRole('button', { name: 'Confirm payment' })).toHaveCount(0);
    const downloading = page.waitForEvent('download');
    await rent.getByRole('button', { name: `Receipt ${year}/1` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const text = await pdfText(await download.path());
    expect(text).toContain('Recibo de renda');
    expect(text).toContain(`${year}/1`);
    expect(text).toContain('Joana Pires');
  });
});
