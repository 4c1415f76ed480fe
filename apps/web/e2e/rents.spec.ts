import { expect } from '@playwright/test';
import { createActiveAccount, loginThroughUi, test, toast } from './support/accounts';
import { apiSession } from './support/api';
import { phoneJourney, press } from './support/nav';
import { pdfText } from './support/pdf-text';
import { BROWSER_LOCALE, decimal, euros, LANGUAGES, textsOf } from './support/texts';

const year = new Date().getFullYear();

for (const language of LANGUAGES) {
  const t = textsOf(language);

  test.describe(`rents and receipts (${language})`, () => {
    test.use({ locale: BROWSER_LOCALE[language] });

    test(
      'add a rent, pay it, create the receipt and download it',
      phoneJourney(language),
      async ({ page, request }) => {
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
        await expect(page.getByText(t('rents.empty'))).toBeVisible();
        await press(page.getByRole('link', { name: t('rents.new') }));
        await expect(page.getByRole('heading', { name: t('rentForm.new.title') })).toBeVisible();
        await expect(page.getByLabel(t('rentForm.field.amount'), { exact: true })).toHaveValue(
          decimal(language, 1000),
        );
        await expect(page.getByLabel(t('rentForm.field.retainedAmount'))).toHaveValue(decimal(language, 250));
        await press(page.getByRole('button', { name: t('rentForm.create'), exact: true }));
        await expect(toast(page, t('rentForm.toast.created'))).toBeVisible();
        await expect(page).toHaveURL(`${contractPage}#rents`);
        await expect(page.getByText(t('rent.status.unpaid'))).toBeVisible();

        // Pay it: the amount starts at what is left to pay, and no taxable field with retention.
        await press(page.getByRole('link', { name: t('rent.action.pay'), exact: true }));
        await expect(page.getByRole('heading', { name: t('paymentForm.title') })).toBeVisible();
        await expect(page.getByLabel(t('paymentForm.field.amount'), { exact: true })).toHaveValue(
          decimal(language, 750),
        );
        await expect(
          page.getByText(t('paymentForm.leftToPay', { amount: euros(language, 750) })),
        ).toBeVisible();
        await expect(page.getByLabel(t('paymentForm.field.taxableAmount'))).toHaveCount(0);
        await press(page.getByRole('button', { name: t('paymentForm.submit') }));
        await expect(toast(page, t('paymentForm.toast.created'))).toBeVisible();
        await expect(page).toHaveURL(`${contractPage}#rents`);
        await expect(page.getByText(t('rent.status.paid'), { exact: true }).first()).toBeVisible();

        // The receipt: prefilled from the entity, the property and the tenant.
        await press(page.getByRole('link', { name: t('payment.action.invoice') }));
        await expect(page.getByRole('heading', { name: t('receiptForm.title') })).toBeVisible();
        await expect(page.getByLabel(t('receiptForm.field.landlordName'))).toHaveValue('Casas do Tejo, Lda.');
        await expect(page.getByLabel(t('receiptForm.field.tenantName'))).toHaveValue('Joana Pires');
        await expect(page.getByLabel(t('receiptForm.field.tenantTaxNumber'))).toHaveValue('234567899');
        await expect(page.getByLabel(t('receiptForm.field.propertyAddress'))).toHaveValue(
          /Rua dos Remédios 5, 1Dto/,
        );
        const receiptNumber = page.getByLabel(t('receiptForm.field.receiptNumber'));
        await expect(receiptNumber).toHaveValue(new RegExp(`^${year}/1$`));
        const rentPeriod = await page.getByLabel(t('receiptForm.field.rentPeriod')).inputValue();
        expect(rentPeriod).toMatch(new RegExp(`^[a-zç]+ de ${year}$`));
        await press(page.getByRole('button', { name: t('receiptForm.submit') }));

        // The preview shows the PDF rendered by the server; Download saves it under its name.
        await expect(page).toHaveURL(/\/pdf\/validate$/);
        await expect(toast(page, t('receipt.toast.created'))).toBeVisible();
        await expect(page.locator('iframe, object').first()).toBeVisible();
        const downloading = page.waitForEvent('download');
        await press(page.getByRole('link', { name: t('receipt.download') }));
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
        await press(page.getByRole('button', { name: t('receipt.edit') }));
        await expect(page).toHaveURL(/\/pdf\/create$/);
        await expect(page.getByLabel(t('receiptForm.field.receiptNumber'))).toHaveValue(`${year}/1`);
      },
    );

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
      const amount = page.getByLabel(t('paymentForm.field.amount'), { exact: true });
      await expect(amount).toHaveValue(decimal(language, 350));
      await expect(
        page.getByText(t('paymentForm.leftToPay', { amount: euros(language, 350) })),
      ).toBeVisible();
      await amount.selectText();
      await amount.pressSequentially('400');
      await amount.blur();
      await page.getByRole('button', { name: t('paymentForm.submit') }).click();
      await expect(
        page.getByText(t('validation.aboveLeftToPay', { amount: euros(language, 350) })),
      ).toBeVisible();
      // The form stays, with what was typed, for the user to correct.
      await expect(page).toHaveURL(`${rents}/${rentId}/pay`);
      await expect(amount).toHaveValue(decimal(language, 400));
    });
  });
}
