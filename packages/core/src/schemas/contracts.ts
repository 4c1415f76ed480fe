import { z } from 'zod';
import { msg } from '../messages';
import { sumMoney, toCents } from '../money';
import { addressView } from './addresses';
import { optionalDay, requiredDay } from './days';
import { fileView } from './entities';
import {
  editVersion,
  isWholeCents,
  MONEY_MAX,
  optionalMoney,
  optionalText,
  requiredId,
  requiredNumberError,
} from './fields';
import { lovItem } from './lov';
import { pageQuery } from './paging';

/** The stored hours of the day of contract dates (docs/product.md#states-and-transitions), in UTC. */
export const CONTRACT_START_HOUR = 10;
export const CONTRACT_END_HOUR = 16;

export const requiredMoney = (required: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .number({ error: requiredNumberError(required) })
      .min(0, msg('validation.positive'))
      .max(MONEY_MAX, msg('validation.maxNumber', MONEY_MAX))
      .refine(isWholeCents, msg('validation.maxTwoDecimals')),
  );

const requiredPositiveInt = (required: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .number({ error: requiredNumberError(required) })
      .int(msg('validation.noDecimals'))
      .positive(msg('validation.positive'))
      .max(10_000, msg('validation.maxNumber', 10_000)),
  );

/** The total of a contract: amount plus extra amount (docs/product.md#records-and-fields). */
export const contractTotal = (amount: number, extraAmount: number | null | undefined) =>
  sumMoney([amount, extraAmount]);

/** The taxable amount suggested with tax retention: the contract's total. */
export const suggestedTaxableAmount = contractTotal;

/** Retained tax: taxable amount times the percentage, rounded to the cent (docs/domain.md); 0 without retention. */
export function retainedAmount(
  taxRetention: boolean,
  taxableAmount: number | null | undefined,
  percentage: number | null | undefined,
): number {
  if (!taxRetention || taxableAmount == null || percentage == null) return 0;
  // Percentages have at most 2 decimals: work in cents times hundredths of a percent.
  const cents = toCents(taxableAmount) * Math.round(percentage * 100);
  return Math.round(cents / 10_000) / 100;
}

const contractFields = z.object({
  version: editVersion,
  propertyId: requiredId(msg('validation.propertyRequired')),
  currencyId: requiredId(msg('validation.currencyRequired')),
  frequencyTypeId: requiredId(msg('validation.frequencyTypeRequired')),
  frequencyValue: requiredPositiveInt(msg('validation.frequencyValueRequired')),
  amount: requiredMoney(msg('validation.amountRequired')),
  taxableAmount: optionalMoney.optional(),
  guarantee: optionalMoney.optional(),
  extraAmount: optionalMoney.optional(),
  extraAmountDescription: optionalText(255),
  /** The contract's number at the Tax Authority (docs/domain.md "Tax year"); left out, an edit keeps it. */
  atContractNumber: optionalText(30),
  taxRetention: z.boolean({ error: msg('validation.invalid') }).default(false),
  /**
   * The daily job adds the rent of each new period (docs/domain.md "Automatic rents"). Left out, a new
   * contract has none and an edit keeps what the contract had (the product's payload has no such field).
   */
  automaticRents: z.boolean({ error: msg('validation.invalid') }).optional(),
  /**
   * The day of its own month each rent falls due (1-31, the month's last day when shorter). Left out,
   * a new contract takes day 1 and an edit keeps the contract's day.
   */
  rentDueDay: z.preprocess(
    // An emptied form field (null) is refused with the message rather than read as "keep".
    (value) => value,
    z
      .number({ error: msg('validation.rentDueDay') })
      .int(msg('validation.rentDueDay'))
      .min(1, msg('validation.rentDueDay'))
      .max(31, msg('validation.rentDueDay'))
      .optional(),
  ),
  taxRetentionPercentage: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z
      .number({ error: msg('validation.invalidNumber') })
      .positive(msg('validation.positive'))
      .max(100, msg('validation.maxNumber', 100))
      .refine(isWholeCents, msg('validation.maxTwoDecimals'))
      .nullable(),
  ),
  startDate: requiredDay(msg('validation.startDateRequired')),
  endDate: requiredDay(msg('validation.endDateRequired')),
  startDateRenegotiationPeriod: optionalDay,
  endDateRenegotiationPeriod: optionalDay,
  tenantsId: z
    .array(requiredId(msg('validation.tenantsMissing')), { error: msg('validation.tenantsMissing') })
    .min(1, msg('validation.tenantsMissing'))
    .max(50, msg('validation.maxNumber', 50)),
});

/**
 * POST .../properties/{propertyId}/contracts and PUT .../contracts/{contractId}, with the product's  * submit checks (docs/product.md#validation). Days compare as 'YYYY-MM-DD' text.
 */
export const contractBody = contractFields.superRefine((body, ctx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (body.taxRetention) {
    if (!body.taxableAmount) {
      issue(
        'taxableAmount',
        msg('validation.taxableForRetention', suggestedTaxableAmount(body.amount, body.extraAmount)),
      );
    }
    if (body.taxRetentionPercentage == null)
      issue('taxRetentionPercentage', msg('validation.retentionPercentageRequired'));
  }
  // A rent of the contract's total must fit a money field (the rent form and automatic rents use it).
  if (toCents(contractTotal(body.amount, body.extraAmount)) > toCents(MONEY_MAX)) {
    issue('extraAmount', msg('validation.maxNumber', MONEY_MAX));
  }
  if (body.startDate > body.endDate) {
    issue('startDate', msg('validation.startBeforeEnd'));
    issue('endDate', msg('validation.endAfterStart'));
  }
  const { startDateRenegotiationPeriod: from, endDateRenegotiationPeriod: to } = body;
  if (from && to && from > to) {
    issue('startDateRenegotiationPeriod', msg('validation.renegotiationStartBeforeEnd'));
    issue('endDateRenegotiationPeriod', msg('validation.renegotiationEndAfterStart'));
  }
  for (const [path, value] of [
    ['startDateRenegotiationPeriod', from],
    ['endDateRenegotiationPeriod', to],
  ] as const) {
    if (value && (value < body.startDate || value > body.endDate))
      issue(path, msg('validation.duringContract'));
  }
});
export type ContractBody = z.infer<typeof contractBody>;
export type ContractForm = z.input<typeof contractBody>;

/** A contract as lists, the form and the contract page read it (docs/product.md#records-and-fields). */
export const contractView = z.object({
  id: z.number(),
  /** The row's version, sent back with an edit (editVersion). */
  version: z.number(),
  entityId: z.number(),
  propertyId: z.number(),
  property: z.object({
    id: z.number(),
    name: z.string().nullable(),
    propertyType: lovItem,
    propertyTypeId: z.number(),
    address: addressView.nullable(),
  }),
  /** ISO date-times at the stored hours (10:00 start, 16:00 end). */
  startDate: z.string(),
  endDate: z.string(),
  startDateRenegotiationPeriod: z.string().nullable(),
  endDateRenegotiationPeriod: z.string().nullable(),
  tenants: z.array(lovItem),
  amount: z.number(),
  extraAmount: z.number().nullable(),
  extraAmountDescription: z.string().nullable(),
  currencyId: z.number(),
  currency: z.string(),
  guarantee: z.number().nullable(),
  /** The taxable amount as stored; the amount when none was given (docs/domain.md). */
  taxableAmount: z.number(),
  taxRetention: z.boolean(),
  taxRetentionPercentage: z.number().nullable(),
  frequencyTypeId: z.number(),
  frequencyValue: z.number(),
  /** Whether the daily job adds the rent of each new period. */
  automaticRents: z.boolean(),
  /** Day of its own month each rent falls due (the month's last day when shorter). */
  rentDueDay: z.number(),
  atContractNumber: z.string().nullable(),
  /** amount + extraAmount. */
  totalAmount: z.number(),
  /** Tax retained on each rent. */
  retainedAmount: z.number(),
  /** totalAmount - retainedAmount. */
  amountAfterTaxes: z.number(),
  /** totalAmount - taxableAmount. */
  untaxedAmount: z.number(),
  /** What is owed on rents already due (docs/domain.md). */
  debt: z.number(),
  lastPaymentPeriod: z.string().nullable(),
  /** Whether the contract runs today. */
  current: z.boolean(),
});
export type ContractView = z.infer<typeof contractView>;

/** GET .../contracts/{contractId}/overview: the contract with its files and rent warnings. */
export const contractOverview = contractView.extend({
  files: z.array(fileView),
  /** Months ('YYYY-MM', oldest first) expected to hold a rent that have none, and months with two or more. */
  rentWarnings: z.object({ missing: z.array(z.string()), duplicates: z.array(z.string()) }),
});
export type ContractOverview = z.infer<typeof contractOverview>;

/** The contract list's filters (docs/product.md#screens-and-routes), in the order they are offered. */
export const CONTRACT_LIST_FILTERS = ['ACTIVE', 'EXPIRED', 'IN_DEBT'] as const;
export type ContractListFilter = (typeof CONTRACT_LIST_FILTERS)[number];

/** The contract list's sortable columns: property, first tenant, start, amount (with the extra), debt. */
export const CONTRACT_SORTS = ['property', 'tenants', 'start', 'amount', 'debt'] as const;
export type ContractSort = (typeof CONTRACT_SORTS)[number];

/** GET /entities/{id}/contracts: every contract, or a page with any paging key or a filter. */
export const contractListQuery = pageQuery.extend({
  filter: z.enum(CONTRACT_LIST_FILTERS).optional(),
  sort: z.enum(CONTRACT_SORTS).optional(),
});
export type ContractListQuery = z.infer<typeof contractListQuery>;
