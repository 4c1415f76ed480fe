import type { InvoiceBody, InvoiceInfo } from '@arrenda/core';
import { screen } from '@testing-library/react';
import { type InitialEntry, Route, Routes, useLocation } from 'react-router';
import CreateReceiptRoute from '@/app/routes/receipts/create';
import ValidateReceiptRoute from '@/app/routes/receipts/validate';
import { renderWithProviders } from '@/testing/render';

export { SLOW, sent, type } from '@/features/contracts/__tests__/contract-fixtures';

export const CONTRACT = '/entities/1/properties/7/contracts/12';
export const PAYMENT = `${CONTRACT}/rents/5/payments/32`;
export const PDF = `${PAYMENT}/pdf`;
export const CREATE = `${PDF}/create`;
export const VALIDATE = `${PDF}/validate`;

/** What the server answers for payment 32: a July 2026 rent of 1.000 € with 250 € retained. */
export const INFO: InvoiceInfo = {
  entityLegalName: 'Augusta Imóveis Lda',
  entityAddress: 'Avenida da Liberdade 100',
  entityPostalCode: '1250-146',
  entityPhone: '213000000',
  entityFinanceNumber: '501234567',
  entityCity: 'Lisboa',
  propertyArticle: 'U-1234',
  propertyFraction: 'B',
  propertyAddress: {
    street: 'Rua Augusta',
    number: '12',
    floor: '2Esq',
    mailBox: null,
    postalCode: '1100-053',
    city: 'Lisboa',
  },
  tenantFiscalNumber: '123456789, 987654321',
  tenantName: 'Ana Silva, Bruno Costa',
  tenantAddress: 'Rua Augusta 12, 2Esq, Lisboa',
  tenantPostalCode: '1100-053',
  tenantEmails: ['ana@example.com'],
  mailReceipts: true,
  paymentDate: '2026-07-10T12:00:00.000Z',
  paymentPeriodDate: '2026-07-15T12:00:00.000Z',
  amount: 1000,
  taxableAmount: 1000,
  retainedAmount: 250,
  receiptNumber: '2026/7',
  rentPeriod: 'julho de 2026',
  rentAmount: 1000,
  extraAmount: null,
  extraDescription: null,
  amountToPay: 750,
  emissionDate: '2026-07-20',
};

/** The receipt data INFO prefills, as the form hands it over. */
export const BODY: InvoiceBody = {
  landlordName: 'Augusta Imóveis Lda',
  landlordAddress: 'Avenida da Liberdade 100',
  landlordPostalCode: '1250-146',
  landlordPhoneNumber: '213000000',
  landlordTaxNumber: '501234567',
  landlordCity: 'Lisboa',
  propertyAddress: 'Rua Augusta 12, 2Esq, 1100-053 Lisboa',
  propertyArticle: 'U-1234',
  propertyFraction: 'B',
  tenantTaxNumber: '123456789, 987654321',
  tenantName: 'Ana Silva, Bruno Costa',
  tenantAddress: 'Rua Augusta 12, 2Esq, Lisboa',
  tenantPostalCode: '1100-053',
  receiptNumber: '2026/7',
  paymentDate: '2026-07-10',
  emissionDate: '2026-07-20',
  rentPeriod: 'julho de 2026',
  rentAmount: 1000,
  extraAmount: null,
  extraDescription: null,
  retainedAmount: 250,
};

export const inputValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

/** The message under the field labelled `label`. */
export const messageOf = (label: string) =>
  document.getElementById(`${screen.getByLabelText(label).id}-error`)?.textContent;

/** Any other page, as its path and its navigation state. */
function Where() {
  const location = useLocation();
  return (
    <>
      <p data-testid="where">{`${location.pathname}${location.hash}`}</p>
      <pre data-testid="state">{JSON.stringify(location.state)}</pre>
    </>
  );
}

const ROUTE = '/entities/:entityId/properties/:propertyId/contracts/:contractId/rents/:rentId';

/** The receipt form at `entry` and, unless left out, its preview; any other page shown by Where. */
export function renderReceiptPage(entry: InitialEntry, { preview = true } = {}) {
  return renderWithProviders(
    <Routes>
      <Route path={`${ROUTE}/payments/:paymentId/pdf/create`} element={<CreateReceiptRoute />} />
      {preview && (
        <Route path={`${ROUTE}/payments/:paymentId/pdf/validate`} element={<ValidateReceiptRoute />} />
      )}
      <Route path="*" element={<Where />} />
    </Routes>,
    entry,
  );
}
