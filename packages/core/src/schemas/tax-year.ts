import { z } from 'zod';
import { msg } from '../messages';
import { lovItem } from './lov';
import { pageOf, pageQuery } from './paging';

/**
 * The expense columns of the IRS return's rental income (Modelo 3, Anexo F, quadro 4.1, "Gastos
 * suportados e pagos"), in the return's order (docs/domain.md "Tax year").
 */
export const EXPENSE_TAX_CATEGORIES = [
  'MAINTENANCE',
  'CONDOMINIUM',
  'STAMP_DUTY',
  'PROPERTY_TAX',
  'MUNICIPAL_FEES',
  'OTHER',
] as const;
export type ExpenseTaxCategory = (typeof EXPENSE_TAX_CATEGORIES)[number];
export const expenseTaxCategory = z.enum(EXPENSE_TAX_CATEGORIES, { error: msg('validation.invalid') });

/** The first and the last tax year Arrenda answers for. */
export const TAX_YEAR_MIN = 2000;
export const TAX_YEAR_MAX = 2100;
/**
 * The year a tax screen opens at, from today ('YYYY-MM-DD' in Portugal): the previous year from
 * January to June (the months the IRS return of that year is filed), the current year from July.
 */
export function defaultTaxYear(today: string): number {
  const year = Number(today.slice(0, 4));
  return Number(today.slice(5, 7)) <= 6 ? year - 1 : year;
}

export const taxYear = z.coerce
  .number({ error: msg('validation.invalid') })
  .int()
  .min(TAX_YEAR_MIN)
  .max(TAX_YEAR_MAX);

/**
 * What payments dated in the year add up to (docs/domain.md "Tax year"): what the tenants paid, the
 * tax they withheld for it, the rent they owed for it (received + retained), its taxable part, and
 * the extra charges (gross - taxable).
 */
export const taxAmounts = z.object({
  received: z.number(),
  retained: z.number(),
  gross: z.number(),
  taxable: z.number(),
  extra: z.number(),
});
export type TaxAmounts = z.infer<typeof taxAmounts>;

const taxTenant = z.object({ id: z.number(), name: z.string(), fiscalNumber: z.string().nullable() });

/** One contract of a property in the statement: its tenants and its payments of the year, month by month. */
export const taxStatementContract = z.object({
  contractId: z.number(),
  atContractNumber: z.string().nullable(),
  tenants: z.array(taxTenant),
  /** The tax number of the tenant who withholds (the contract's first with one), on a contract with retention. */
  withholdingFiscalNumber: z.string().nullable(),
  /** January to December. */
  months: z.array(taxAmounts),
  totals: taxAmounts,
});
export type TaxStatementContract = z.infer<typeof taxStatementContract>;

/** The property's identification at the tax office: its own, else its nearest parent's. */
export const propertyTaxIdentity = z.object({
  /** The parish's code (freguesia). */
  locationCode: z.string().nullable(),
  /** 'U' urban, 'R' rustic, null when not said. */
  locationType: z.enum(['U', 'R']).nullable(),
  article: z.string().nullable(),
  fraction: z.string().nullable(),
});
export type PropertyTaxIdentity = z.infer<typeof propertyTaxIdentity>;

export const taxExpenseTotal = z.object({ category: expenseTaxCategory.nullable(), amount: z.number() });

/** One property: its rents received in the year (per contract and per month) and its expenses in the yield. */
export const taxStatementProperty = propertyTaxIdentity.extend({
  propertyId: z.number(),
  name: z.string().nullable(),
  propertyType: lovItem,
  address: z.string().nullable(),
  currency: z.string(),
  contracts: z.array(taxStatementContract),
  months: z.array(taxAmounts),
  totals: taxAmounts,
  /** The expenses counted in the yield, dated in the year, per tax category (null: none given). */
  expenses: z.array(taxExpenseTotal),
  expenseTotal: z.number(),
});
export type TaxStatementProperty = z.infer<typeof taxStatementProperty>;

/** The year's totals of one currency. */
export const taxStatementTotals = taxAmounts.extend({ currency: z.string(), expenses: z.number() });
export type TaxStatementTotals = z.infer<typeof taxStatementTotals>;

/**
 * How the statement (payments by their day) meets the finance summary of the same year (rents by
 * their period): summary paid = received - paid for other years' rents + paid in other years for
 * this year's rents; the same for the retained tax; summary expenses = expenses in the yield +
 * the others.
 */
export const taxReconciliation = z.object({
  currency: z.string(),
  summaryPaid: z.number(),
  summaryRetained: z.number(),
  summaryExpenses: z.number(),
  paidForOtherYears: z.number(),
  paidInOtherYears: z.number(),
  retainedForOtherYears: z.number(),
  retainedInOtherYears: z.number(),
  expensesNotInYield: z.number(),
});
export type TaxReconciliation = z.infer<typeof taxReconciliation>;

/** One line of quadro 4.1 of Anexo F: a property and the tenant who paid its rents. */
export const anexoFLine = propertyTaxIdentity.extend({
  /** 4001, 4002, … */
  line: z.number(),
  propertyId: z.number(),
  currency: z.string(),
  /** Valor ilíquido: the taxable rents received. */
  rents: z.number(),
  retained: z.number(),
  /** The tenant's tax number (the withholding one where tax was withheld). */
  tenantFiscalNumber: z.string().nullable(),
  /** The property's expenses on its first line, per column. */
  expenses: z.record(expenseTaxCategory, z.number()),
});
export type AnexoFLine = z.infer<typeof anexoFLine>;

/** GET /entities/{id}/taxYear/{year}. */
export const taxStatement = z.object({
  year: z.number(),
  landlord: z.object({ name: z.string(), fiscalNumber: z.string().nullable() }),
  atReceiptsExempt: z.boolean(),
  properties: z.array(taxStatementProperty),
  totals: z.array(taxStatementTotals),
  reconciliation: z.array(taxReconciliation),
  anexoF: z.array(anexoFLine),
});
export type TaxStatement = z.infer<typeof taxStatement>;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** GET /entities/{id}/atReceipts: a month's payments ('YYYY-MM'), only those without an e-receipt number unless `all`. */
export const atReceiptQuery = pageQuery.extend({
  month: z.string({ error: msg('validation.invalid') }).regex(MONTH, msg('validation.invalid')),
  all: z.enum(['true', 'false']).optional(),
});
export type AtReceiptQuery = z.infer<typeof atReceiptQuery>;

/**
 * One payment as the Tax Authority's e-receipt form asks for it, in the form's order: the landlord's
 * and the tenants' tax numbers, the contract's number, the period, the rent (gross), the tax
 * withheld and the day it was paid.
 */
export const atReceiptRow = z.object({
  paymentId: z.number(),
  rentId: z.number(),
  contractId: z.number(),
  propertyId: z.number(),
  propertyName: z.string().nullable(),
  propertyType: lovItem,
  tenants: z.array(taxTenant),
  atContractNumber: z.string().nullable(),
  /** 'YYYY-MM-DD', the period the rent is for. */
  periodStart: z.string(),
  periodEnd: z.string(),
  currency: z.string(),
  amount: z.number(),
  retained: z.number(),
  received: z.number(),
  paymentDate: z.string(),
  atReceiptNumber: z.string().nullable(),
});
export type AtReceiptRow = z.infer<typeof atReceiptRow>;

export const atReceiptList = pageOf(atReceiptRow).extend({
  exempt: z.boolean(),
  landlordFiscalNumber: z.string().nullable(),
  /** How many payments of the month have no e-receipt number. */
  missing: z.number(),
});
export type AtReceiptList = z.infer<typeof atReceiptList>;

/** PUT /entities/{id}/atReceipts/{paymentId}: the e-receipt's number as the portal printed it. */
export const atReceiptBody = z.object({
  number: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: msg('validation.atReceiptNumberRequired') })
      .min(1, msg('validation.atReceiptNumberRequired'))
      .max(30, msg('validation.maxChars', 30))
      .regex(/^[\p{L}\p{N} /.-]+$/u, msg('validation.atReceiptNumberInvalid')),
  ),
});
export type AtReceiptBody = z.infer<typeof atReceiptBody>;
export type AtReceiptForm = z.input<typeof atReceiptBody>;
