import { describe, expect, it } from 'vitest';
import { formatInvoiceAddress, invoiceBody, invoiceRequest } from './schemas/receipts';

const address = {
  street: 'Rua Augusta',
  number: '12',
  floor: '2Esq',
  mailBox: null,
  postalCode: '1100-053',
  city: 'Lisboa',
};

const body = {
  landlordName: 'Imóveis Silva, Lda.',
  landlordAddress: 'Rua do Ouro 100',
  landlordPostalCode: '1100-060',
  landlordPhoneNumber: '213456789',
  landlordTaxNumber: '509999999',
  propertyAddress: 'Rua Augusta 12, 2Esq, 1100-053 Lisboa',
  tenantTaxNumber: '123456789',
  tenantName: 'Ana Silva',
  tenantAddress: 'Rua Augusta 12, 2Esq, Lisboa',
  tenantPostalCode: '1100-053',
  receiptNumber: '2026/1',
  paymentDate: '2026-01-30T12:00:00.000Z',
  emissionDate: '2026-01-31',
  rentPeriod: 'janeiro de 2026',
  rentAmount: 1000,
  retainedAmount: 250,
};

describe('formatInvoiceAddress', () => {
  it('writes one line, with or without the postal code', () => {
    expect(formatInvoiceAddress(address)).toBe('Rua Augusta 12, 2Esq, 1100-053 Lisboa');
    expect(formatInvoiceAddress(address, false)).toBe('Rua Augusta 12, 2Esq, Lisboa');
    expect(formatInvoiceAddress({ ...address, floor: null, mailBox: 'CP 7', postalCode: null })).toBe(
      'Rua Augusta 12, CP 7, Lisboa',
    );
  });
});

describe('invoiceBody and invoiceRequest', () => {
  it('takes the days of date-times and drops what the server computes', () => {
    const parsed = invoiceBody.parse({ ...body, amountToPay: 1, amountToPayText: 'um euro' });
    expect(parsed).toEqual({ ...body, paymentDate: '2026-01-30' });
  });

  it('needs the receipt number on the form; the API takes a blank one as "the next number"', () => {
    const blank = { ...body, receiptNumber: '  ' };
    expect(invoiceBody.safeParse(blank).error?.issues[0]).toMatchObject({
      path: ['receiptNumber'],
      message: 'validation.receiptNumberRequired',
    });
    expect(invoiceRequest.parse(blank).receiptNumber).toBeNull();
    expect(invoiceRequest.parse({ ...body, receiptNumber: ' A-7 ' }).receiptNumber).toBe('A-7');
  });

  it('refuses a retained amount above the rent amount', () => {
    expect(invoiceRequest.safeParse({ ...body, retainedAmount: 1000.01 }).error?.issues).toEqual([
      expect.objectContaining({ path: ['retainedAmount'], message: 'validation.retainedAboveRent' }),
    ]);
    expect(invoiceRequest.safeParse({ ...body, retainedAmount: 1000 }).success).toBe(true);
  });
});
