import type { AtReceiptList, AtReceiptRow, EntityView, TaxAmounts, TaxStatement } from '@arrenda/core';

const ZERO: TaxAmounts = { received: 0, retained: 0, gross: 0, taxable: 0, extra: 0 };

/** Twelve months of a contract, with `paid` amounts in the months given (0 = January). */
export const monthsWith = (paid: Record<number, TaxAmounts>): TaxAmounts[] =>
  Array.from({ length: 12 }, (_, index) => paid[index] ?? ZERO);

/** A rent of 800 € with 25 % withheld: 600 € received. */
const RENT: TaxAmounts = { received: 600, retained: 200, gross: 800, taxable: 800, extra: 0 };
const GARAGE_RENT: TaxAmounts = { received: 100, retained: 0, gross: 100, taxable: 100, extra: 0 };

/**
 * The statement of 2025 of entity 1: T1 Alfama (with its tax identity) let to Joana Pires with 25 %
 * withheld, paid in March and April, its IMI and an expense of no category; a garage without a tax
 * article, let to Rui Pinto (no NIF), paid in January. Payments for other years' rents: 300 €;
 * paid in other years for 2025's rents: 100 €; an expense outside the yield: 20 €.
 */
export const statement2025 = (overrides: Partial<TaxStatement> = {}): TaxStatement => ({
  year: 2025,
  landlord: { name: 'Casas do Tejo, Lda.', fiscalNumber: '509876544' },
  atReceiptsExempt: false,
  properties: [
    {
      propertyId: 7,
      name: 'T1 Alfama',
      propertyType: { id: 3, name: 'APARTMENT' },
      address: 'Rua dos Remédios 5, 1100-441 Lisboa',
      locationCode: '110654',
      locationType: 'U',
      article: '2345',
      fraction: 'B',
      currency: 'EUR',
      contracts: [
        {
          contractId: 12,
          atContractNumber: '123456',
          tenants: [{ id: 3, name: 'Joana Pires', fiscalNumber: '234567899' }],
          withholdingFiscalNumber: '234567899',
          months: monthsWith({ 2: RENT, 3: RENT }),
          totals: { received: 1200, retained: 400, gross: 1600, taxable: 1600, extra: 0 },
        },
      ],
      months: monthsWith({ 2: RENT, 3: RENT }),
      totals: { received: 1200, retained: 400, gross: 1600, taxable: 1600, extra: 0 },
      expenses: [
        { category: 'PROPERTY_TAX', amount: 150 },
        { category: null, amount: 30 },
      ],
      expenseTotal: 180,
    },
    {
      propertyId: 9,
      name: null,
      propertyType: { id: 5, name: 'GARAGE' },
      address: null,
      locationCode: null,
      locationType: null,
      article: null,
      fraction: null,
      currency: 'EUR',
      contracts: [
        {
          contractId: 14,
          atContractNumber: null,
          tenants: [{ id: 4, name: 'Rui Pinto', fiscalNumber: null }],
          withholdingFiscalNumber: null,
          months: monthsWith({ 0: GARAGE_RENT }),
          totals: GARAGE_RENT,
        },
      ],
      months: monthsWith({ 0: GARAGE_RENT }),
      totals: GARAGE_RENT,
      expenses: [],
      expenseTotal: 0,
    },
  ],
  totals: [
    { currency: 'EUR', received: 1300, retained: 400, gross: 1700, taxable: 1700, extra: 0, expenses: 180 },
  ],
  reconciliation: [
    {
      currency: 'EUR',
      summaryPaid: 1100,
      summaryRetained: 400,
      summaryExpenses: 200,
      paidForOtherYears: 300,
      paidInOtherYears: 100,
      retainedForOtherYears: 0,
      retainedInOtherYears: 0,
      expensesNotInYield: 20,
    },
  ],
  anexoF: [
    {
      line: 4001,
      propertyId: 7,
      currency: 'EUR',
      locationCode: '110654',
      locationType: 'U',
      article: '2345',
      fraction: 'B',
      rents: 1600,
      retained: 400,
      tenantFiscalNumber: '234567899',
      expenses: {
        MAINTENANCE: 0,
        CONDOMINIUM: 0,
        STAMP_DUTY: 0,
        PROPERTY_TAX: 150,
        MUNICIPAL_FEES: 0,
        OTHER: 30,
      },
    },
    {
      line: 4002,
      propertyId: 9,
      currency: 'EUR',
      locationCode: null,
      locationType: null,
      article: null,
      fraction: null,
      rents: 100,
      retained: 0,
      tenantFiscalNumber: null,
      expenses: {
        MAINTENANCE: 0,
        CONDOMINIUM: 0,
        STAMP_DUTY: 0,
        PROPERTY_TAX: 0,
        MUNICIPAL_FEES: 0,
        OTHER: 0,
      },
    },
  ],
  ...overrides,
});

/** Entity 1, Casas do Tejo, of which the caller is an admin. */
export const taxEntity = (overrides: Partial<EntityView> = {}): EntityView => ({
  id: 1,
  version: 1,
  name: 'Casas do Tejo',
  entityType: { id: 2, name: 'Company' },
  country: { id: 1, name: 'Portugal' },
  legalName: 'Casas do Tejo, Lda.',
  financeNumber: '509876544',
  description: null,
  phone: null,
  address: null,
  postalCode: null,
  city: null,
  mailReceipts: false,
  atReceiptsExempt: false,
  countProperties: 2,
  accessType: 'ADMIN',
  files: [],
  ...overrides,
});

/** Joana Pires's payment of March 2026's rent of T1 Alfama: 800 € rent, 200 € withheld, 600 € received. */
export const atRow = (paymentId: number, overrides: Partial<AtReceiptRow> = {}): AtReceiptRow => ({
  paymentId,
  rentId: 30 + paymentId,
  contractId: 12,
  propertyId: 7,
  propertyName: 'T1 Alfama',
  propertyType: { id: 3, name: 'APARTMENT' },
  tenants: [{ id: 3, name: 'Joana Pires', fiscalNumber: '234567899' }],
  atContractNumber: '123456',
  periodStart: '2026-03-01',
  periodEnd: '2026-03-31',
  currency: 'EUR',
  amount: 800,
  retained: 200,
  received: 600,
  paymentDate: '2026-03-08',
  atReceiptNumber: null,
  ...overrides,
});

/** The trail's answer for `rows`, those without a number counted as missing. */
export const atList = (rows: AtReceiptRow[], overrides: Partial<AtReceiptList> = {}): AtReceiptList => ({
  items: rows,
  total: rows.length,
  missing: rows.filter((row) => row.atReceiptNumber === null).length,
  exempt: false,
  landlordFiscalNumber: '509876544',
  ...overrides,
});
