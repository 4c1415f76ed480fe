import { expect, type Page } from '@playwright/test';
import { createActiveAccount, loginThroughUi, test, toast } from './support/accounts';
import { apiSession } from './support/api';
import { pdfText } from './support/pdf-text';
import { BROWSER_LOCALE, decimal, euros, LANGUAGES, textsOf } from './support/texts';

/** Types a day as the user does, dd-mm-yyyy, into the dialog's date field labelled `label`, then moves on. */
async function typeDay(page: Page, label: string, day: string): Promise<void> {
  const input = page.getByRole('dialog').getByLabel(label, { exact: true });
  await input.click();
  await input.fill('');
  await input.pressSequentially(day);
  await expect(input).toHaveValue(day);
  await page.keyboard.press('Tab');
}

for (const language of LANGUAGES) {
  const t = textsOf(language);

  test.describe(`the yearly rent update (${language})`, () => {
    test.use({ locale: BROWSER_LOCALE[language] });

    test('issue the update letter of a contract and find it in its history and files', async ({
      page,
      request,
    }) => {
      const owner = await createActiveAccount(request, { label: 'update-owner' });
      const api = await apiSession(request, owner);
      const { id: entityId } = await api.post<{ id: number }>('/entities', {
        name: 'Casas do Tejo',
        entityTypeId: 2,
        countryId: 1,
        legalName: 'Casas do Tejo, Lda.',
        financeNumber: '509876544',
        address: 'Rua do Ouro 1',
        postalCode: '1100-060',
        city: 'Lisboa',
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
      });
      const contracts = `/entities/${entityId}/properties/${flat}/contracts`;
      const { id: contractId } = await api.post<{ id: number }>(contracts, {
        propertyId: flat,
        currencyId: 1,
        frequencyTypeId: 3,
        frequencyValue: 1,
        amount: 750,
        startDate: '2025-03-01',
        endDate: '2027-02-28',
        tenantsId: [tenant],
      });
      await loginThroughUi(page, owner);
      await page.goto(`${contracts}/${contractId}#rent-history`);

      const history = page.getByRole('region', { name: t('rentHistory.title') });
      await expect(
        history.getByRole('row', { name: new RegExp(t('rentHistory.reasons.START')) }),
      ).toContainText(euros(language, 750));

      // The proposal's button while the year's coefficient applies, else the letter recorded by hand:
      // a letter sent on 31 January 2026 for a new rent from 1 March 2026.
      await history
        .getByRole('button', { name: t('rentUpdate.issue') })
        .or(history.getByRole('button', { name: t('rentUpdate.record') }))
        .click();
      const dialog = page.getByRole('dialog', { name: t('rentUpdate.title') });
      await expect(dialog).toBeVisible();
      await typeDay(page, t('rentUpdate.letterDate'), '31-01-2026');
      await typeDay(page, t('rentUpdate.effectiveDate'), '01-03-2026');
      await expect(dialog.getByText(/× 1[.,]0224/)).toContainText(euros(language, 766.8));
      const amount = dialog.getByLabel(t('rentUpdate.newAmount'), { exact: true });
      await amount.fill(decimal(language, 766.8));
      await dialog.getByRole('button', { name: t('rentUpdate.submit') }).click();
      await expect(toast(page, t('rentUpdate.issued'))).toBeVisible();
      await expect(dialog).toBeHidden();

      const update = history.getByRole('row', { name: new RegExp(t('rentHistory.reasons.UPDATE')) });
      await expect(update).toContainText(euros(language, 766.8));
      await expect(update).toContainText(/1[.,]0224/);

      // The letter, in Portuguese whatever the app's language, opens from the history.
      const popupDownload = page
        .context()
        .waitForEvent('page')
        .then(async (popup) => ({ popup, download: await popup.waitForEvent('download') }));
      await update.getByRole('button', { name: t('rentHistory.letter') }).click();
      const { popup, download } = await popupDownload;
      expect(download.suggestedFilename()).toMatch(/^Atualização de renda - .* - 2026-03-01\.pdf$/);
      const text = await pdfText(await download.path());
      for (const expected of [
        'Casas do Tejo, Lda.',
        'Joana Pires (NIF 234567899)',
        'Lisboa, 31 de janeiro de 2026',
        'Nova renda mensal 766,80 €',
        'setecentos e sessenta e seis euros e oitenta cêntimos',
        'Devida a partir de 1 de março de 2026',
      ]) {
        expect(text).toContain(expected);
      }
      await popup.close();
      await expect(page.getByRole('region', { name: t('files.title') })).toContainText(
        'Atualização de renda',
      );

      // A renegotiated rent: added, changed, then deleted.
      await history.getByRole('button', { name: t('rentHistory.addTitle') }).click();
      const adding = page.getByRole('dialog', { name: t('rentHistory.addTitle') });
      await typeDay(page, t('rentHistory.from'), '01-06-2026');
      await adding.getByLabel(t('rentHistory.amount'), { exact: true }).fill(decimal(language, 800));
      await adding.getByRole('button', { name: t('rentHistory.add') }).click();
      await expect(toast(page, t('rentHistory.added'))).toBeVisible();
      const renegotiated = history.getByRole('row', {
        name: new RegExp(t('rentHistory.reasons.RENEGOTIATION')),
      });
      await expect(renegotiated).toContainText(euros(language, 800));
      await renegotiated
        .getByRole('button', { name: new RegExp(t('rentHistory.edit', { date: '.+' })) })
        .click();
      const editing = page.getByRole('dialog', { name: t('rentHistory.editTitle') });
      await editing.getByLabel(t('rentHistory.amount'), { exact: true }).fill(decimal(language, 810));
      await editing.getByRole('button', { name: t('rentHistory.save') }).click();
      await expect(toast(page, t('rentHistory.saved'))).toBeVisible();
      await expect(renegotiated).toContainText(euros(language, 810));
      await renegotiated
        .getByRole('button', { name: new RegExp(t('rentHistory.delete', { date: '.+' })) })
        .click();
      await page
        .getByRole('dialog', { name: t('rentHistory.deleteTitle') })
        .getByRole('button', { name: t('rentHistory.deleteAction') })
        .click();
      await expect(toast(page, t('rentHistory.deleted'))).toBeVisible();
      await expect(renegotiated).toHaveCount(0);
    });
  });
}
