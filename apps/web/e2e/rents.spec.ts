import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { createActiveAccount, loginThroughUi, test, toast } from './support/accounts';
import { apiSession } from './support/api';

const year = new Date().getFullYear();

async function pdfText(path: string): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await readFile(path)) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

test.describe('rents and receipts', () => {
  test('add a rent, pay it, create the receipt and download it', async ({ page, request }) => {
    const owner = await createActiveAccount(request, { label: 'rent-owner' });
    const api = await apiSession(request, owner);
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
        address: {
          street: 'Rua dos Remédios',
          number: '5',
          floor: '1Dto',
          postalCode: '1100-441',
          cityId: 1,
        },
      },
    });
    const { id: tenant } = await api.post<{ id: number }>(`/entities/${entityId}/tenants`, {
      name: 'Joana Pires',
      fiscalNumber: '234567899',
    });
    const contracts = `/entities/${entityId}/properties/${flat}/contracts`;
    const { id: contractId } = await api.post<{ id: number }>(contracts, {
      propertyId: flat,
      currencyId: 1,
      frequencyTypeId: 3,
      frequencyValue: 1,
      amount: 1000,
      taxableAmount: 1000,
      taxRetention: true,
      taxRetentionPercentage: 25,
      startDate: `${year}-01-01`,
      endDate: `${year + 1}-12-31`,
      tenantsId: [tenant],
    });
    const contractPage = `${contracts}/${contractId}`;
    await loginThroughUi(page, owner);

    // A new rent with the defaults of a 25 % retention contract.
    await page.goto(`${contractPage}#rents`);
    await expect(page.getByText('No rents yet')).toBeVisible();
    await page.getByRole('link', { name: 'New rent' }).click();
    await expect(page.getByRole('heading', { name: 'New Rent' })).toBeVisible();
    await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('1,000.00');
    await expect(page.getByLabel('Retained Amount')).toHaveValue('250.00');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(toast(page, 'Rent successfully created!')).toBeVisible();
    await expect(page).toHaveURL(`${contractPage}#rents`);
    await expect(page.getByText('Not paid')).toBeVisible();

    // Pay it: the amount starts at what is left to pay, and no taxable field with retention.
    await page.getByRole('link', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'New Payment' })).toBeVisible();
    await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('750.00');
    await expect(page.getByText('Left to pay: €750.00')).toBeVisible();
    await expect(page.getByLabel('Taxable Amount')).toHaveCount(0);
    await page.getByRole('button', { name: 'Add payment' }).click();
    await expect(toast(page, 'Payment successfully created')).toBeVisible();
    await expect(page).toHaveURL(`${contractPage}#rents`);
    await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();

    // The receipt: prefilled from the entity, the property and the tenant.
    await page.getByRole('link', { name: 'Create invoice PDF' }).click();
    await expect(page.getByRole('heading', { name: 'Create Invoice PDF' })).toBeVisible();
    await expect(page.getByLabel('Landlord Name')).toHaveValue('Casas do Tejo, Lda.');
    await expect(page.getByLabel('Tenant Name')).toHaveValue('Joana Pires');
    await expect(page.getByLabel('Tenant Tax Number')).toHaveValue('234567899');
    await expect(page.getByLabel('Property Address')).toHaveValue(/Rua dos Remédios 5, 1Dto/);
    const receiptNumber = page.getByLabel('Receipt Number');
    await expect(receiptNumber).toHaveValue(new RegExp(`^${year}/1$`));
    const rentPeriod = await page.getByLabel('Rent Period').inputValue();
    expect(rentPeriod).toMatch(new RegExp(`^[a-zç]+ de ${year}$`));
    await page.getByRole('button', { name: 'Preview' }).click();

    // The preview shows the PDF rendered by the server; Download saves it under its name.
    await expect(page).toHaveURL(/\/pdf\/validate$/);
    await expect(toast(page, 'Receipt created')).toBeVisible();
    await expect(page.locator('iframe, object').first()).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(
      `Rua dos Remédios 5, 1Dto, 1100-441 Águeda - ${rentPeriod}.pdf`,
    );
    const text = await pdfText(await download.path());
    expect(text).toContain('Recibo de renda');
    expect(text).toContain(`${year}/1`);
    expect(text).toContain('Joana Pires');
    expect(text).toContain('Retenção na fonte (25,00 %)');
    expect(text).toContain('setecentos e cinquenta euros');
    expect(text).toContain('indemnização igual a 20 % do que for devido');

    // Edit goes back to the form with the data.
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/pdf\/create$/);
    await expect(page.getByLabel('Receipt Number')).toHaveValue(`${year}/1`);
  });

  test('refuses a payment above what is left to pay, saying what is left under the amount', async ({
    page,
    request,
  }) => {
    const owner = await createActiveAccount(request, { label: 'overpay-owner' });
    const api = await apiSession(request, owner);
    const { id: entityId } = await api.post<{ id: number }>('/entities', {
      name: 'Casas do Sado',
      entityTypeId: 2,
      countryId: 1,
    });
    const { id: flat } = await api.post<{ id: number }>(`/entities/${entityId}/properties`, {
      baseInfo: { propertyTypeId: 3, name: 'T2 Setúbal' },
    });
    const { id: tenant } = await api.post<{ id: number }>(`/entities/${entityId}/tenants`, {
      name: 'Rui Costa',
    });
    const contracts = `/entities/${entityId}/properties/${flat}/contracts`;
    const { id: contractId } = await api.post<{ id: number }>(contracts, {
      propertyId: flat,
      currencyId: 1,
      frequencyTypeId: 3,
      frequencyValue: 1,
      amount: 600,
      startDate: `${year}-01-01`,
      endDate: `${year + 1}-12-31`,
      tenantsId: [tenant],
    });
    const rents = `${contracts}/${contractId}/rents`;
    const { id: rentId } = await api.post<{ id: number }>(rents, {
      currencyId: 1,
      paymentPeriodDate: `${year}-01-15`,
      paymentDueDate: `${year}-01-31`,
      amount: 600,
    });
    await api.post(`${rents}/${rentId}/payments`, {
      currencyId: 1,
      paymentDate: `${year}-01-10`,
      amount: 250,
    });
    await loginThroughUi(page, owner);

    await page.goto(`${rents}/${rentId}/pay`);
    const amount = page.getByLabel('Amount', { exact: true });
    await expect(amount).toHaveValue('350.00');
    await expect(page.getByText('Left to pay: €350.00')).toBeVisible();
    await amount.selectText();
    await amount.pressSequentially('400');
    await amount.blur();
    await page.getByRole('button', { name: 'Add payment' }).click();
    await expect(page.getByText('The amount cannot exceed what is left to pay (€350.00)')).toBeVisible();
    // The form stays, with what was typed, for the user to correct.
    await expect(page).toHaveURL(`${rents}/${rentId}/pay`);
    await expect(amount).toHaveValue('400.00');
  });
});
