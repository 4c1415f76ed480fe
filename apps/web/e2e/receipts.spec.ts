import { expect } from '@playwright/test';
import { createActiveAccount, loginThroughUi, test, toast } from './support/accounts';
import { apiSession } from './support/api';
import { waitForMail } from './support/mail';

const year = new Date().getFullYear();

/** What the screens say, in each language. */
const LANGUAGES = [
  {
    language: 'en',
    createPdf: 'Create invoice PDF',
    mailChoice: 'Mail the receipt to the tenant',
    preview: 'Preview',
    created: 'Receipt created',
    issued: (number: string) => new RegExp(`^Issued on .+ as N\\.º ${number.replace('/', '\\/')}$`),
    sent: /^Sent to the tenant on .+/,
    voidAction: (number: string) => `Void receipt N.º ${number}`,
    voidTitle: 'Void receipt',
    reason: 'Reason',
    reasonRequired: 'Reason is required',
    voided: (number: string) => `Receipt N.º ${number} voided`,
  },
  {
    language: 'pt',
    createPdf: 'Criar recibo em PDF',
    mailChoice: 'Enviar o recibo ao inquilino por e-mail',
    preview: 'Pré-visualizar',
    created: 'Recibo criado',
    issued: (number: string) => new RegExp(`^Emitido em .+ com o N\\.º ${number.replace('/', '\\/')}$`),
    sent: /^Enviado ao inquilino em .+/,
    voidAction: (number: string) => `Anular o recibo N.º ${number}`,
    voidTitle: 'Anular recibo',
    reason: 'Motivo',
    reasonRequired: 'O motivo é obrigatório',
    voided: (number: string) => `Recibo N.º ${number} anulado`,
  },
] as const;

for (const texts of LANGUAGES) {
  test.describe(`issued receipts (${texts.language})`, () => {
    test('the payment shows its receipt as issued and mailed, then voided with a reason', async ({
      page,
      request,
    }) => {
      const owner = await createActiveAccount(request, { label: `receipt-${texts.language}` });
      const api = await apiSession(request, owner);
      const tenantEmail = `inquilino-${Date.now()}-${texts.language}@arrenda.test`;
      const { id: entityId } = await api.post<{ id: number }>('/entities', {
        name: 'Casas do Tejo',
        entityTypeId: 2,
        countryId: 1,
        legalName: 'Casas do Tejo, Lda.',
        financeNumber: '509876544',
        phone: '213000000',
        address: 'Rua do Ouro 1',
        postalCode: '1100-060',
        city: 'Lisboa',
        mailReceipts: true,
      });
      const { id: flat } = await api.post<{ id: number }>(`/entities/${entityId}/properties`, {
        baseInfo: {
          propertyTypeId: 3,
          name: 'T1 Alfama',
          address: { street: 'Rua dos Remédios', number: '5', postalCode: '1100-441', cityId: 1 },
        },
      });
      const { id: tenant } = await api.post<{ id: number }>(`/entities/${entityId}/tenants`, {
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
        amount: 800,
        startDate: `${year}-01-01`,
        endDate: `${year + 1}-12-31`,
        tenantsId: [tenant],
      });
      const contractPage = `${contracts}/${contractId}`;
      const { id: rentId } = await api.post<{ id: number }>(`${contractPage}/rents`, {
        currencyId: 1,
        paymentPeriodDate: `${year}-01-15`,
        paymentDueDate: `${year}-01-31`,
        amount: 800,
      });
      await api.post(`${contractPage}/rents/${rentId}/payments`, {
        currencyId: 1,
        paymentDate: `${year}-01-20`,
        amount: 800,
      });
      await loginThroughUi(page, owner);
      // The language the selector saves.
      await page.evaluate((chosen) => localStorage.setItem('arrenda.language', chosen), texts.language);

      // Issue it: the entity mails receipts, so the form offers to, checked.
      await page.goto(`${contractPage}#rents`);
      await page.getByRole('link', { name: texts.createPdf }).click();
      await expect(page.getByLabel(texts.mailChoice)).toBeChecked();
      await page.getByRole('button', { name: texts.preview }).click();
      await expect(toast(page, texts.created)).toBeVisible();
      const number = `${year}/1`;
      const mail = await waitForMail(tenantEmail, /Recibo de renda/);
      expect(mail.subject).toContain(`N.º ${number}`);

      // The payment says when and as which number, and when it was mailed.
      await page.goto(`${contractPage}#rents`);
      await expect(page.getByText(texts.issued(number))).toBeVisible();
      await expect(page.getByText(texts.sent)).toBeVisible();
      await expect(page.getByRole('link', { name: texts.createPdf })).toHaveCount(0);

      // Voiding needs a reason; the payment may then get a new receipt.
      await page.getByRole('button', { name: texts.voidAction(number) }).click();
      const dialog = page.getByRole('dialog', { name: texts.voidTitle });
      await dialog.getByRole('button', { name: texts.voidTitle }).click();
      await expect(dialog.getByText(texts.reasonRequired)).toBeVisible();
      await dialog.getByLabel(texts.reason).fill('Valor errado');
      await dialog.getByRole('button', { name: texts.voidTitle }).click();
      await expect(toast(page, texts.voided(number))).toBeVisible();
      await expect(page.getByText(texts.issued(number))).toHaveCount(0);
      await expect(page.getByRole('link', { name: texts.createPdf })).toBeVisible();
    });
  });
}
