import { z } from 'zod';
import { OVERVIEW_SORTS, SUMMARY_SORTS } from '../list-options';
import { msg, textMsg } from '../messages';
import { requiredDay } from './days';
import { expenseView } from './expenses';
import { lovItem } from './lov';
import { pageQuery } from './paging';

/** The reasons a contract needs the landlord's attention (docs/domain.md "Entity overview and finance summary"). */
export const ACTION_CODES = [
  'CONTRACT_ENDING',
  'CONTRACT_ENDED',
  'RENEGOTIATION_OPEN',
  'RENEGOTIATION_SOON',
  'RENT_OVERDUE',
  'RENT_MISSING',
  'RENT_UPDATE_AVAILABLE',
  'AT_RECEIPT_MISSING',
] as const;
export type ActionCode = (typeof ACTION_CODES)[number];

/** One reason with its date ('YYYY-MM-DD'): the end, the renegotiation start, the oldest overdue or missing period. */
export const actionRequired = z.object({ code: z.enum(ACTION_CODES), date: z.string() });
export type ActionRequired = z.infer<typeof actionRequired>;

const tenantName = z.object({ id: z.number(), name: z.string() });

/** The last rent of a contract (by period), as the overview shows it. */
export const lastRent = z.object({
  id: z.number(),
  /** The period's month, 'YYYY-MM-DD' (the 15th). */
  paymentPeriodDate: z.string(),
  paymentDueDate: z.string(),
  amount: z.number(),
  amountToPay: z.number(),
  paid: z.boolean(),
});

/** One contract of the entity overview (docs/product.md#screens-and-routes): debt, retained tax, actions, last rent, notes, pay action. */
export const overviewContract = z.object({
  contractId: z.number(),
  propertyId: z.number(),
  propertyName: z.string().nullable(),
  propertyType: lovItem,
  /** The property's address on one line, or null. */
  address: z.string().nullable(),
  tenants: z.array(tenantName),
  currency: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Current today (startDate <= today <= endDate). */
  current: z.boolean(),
  /** amount + extraAmount. */
  totalAmount: z.number(),
  debt: z.number(),
  /** Retained tax of the contract's rents of the current calendar year. */
  retainedAmountYear: z.number(),
  missingRents: z.number(),
  duplicateRents: z.number(),
  actions: z.array(actionRequired),
  lastRent: lastRent.nullable(),
  /** The descriptions of the last rent's payments, newest first, joined; null when none. */
  notes: z.string().nullable(),
  /** The oldest due rent not fully paid: the pay action opens its payment form. Null when none. */
  rentIdToPay: z.number().nullable(),
});
export type OverviewContract = z.infer<typeof overviewContract>;

/** The entity's totals over the overview's contracts (docs/product.md#screens-and-routes). */
export const overviewTotals = z.object({
  debt: z.number(),
  retainedAmountYear: z.number(),
  missingRents: z.number(),
  actionsRequired: z.number(),
  currentContracts: z.number(),
});
export type OverviewTotals = z.infer<typeof overviewTotals>;

/** The amounts of the totals in one currency: amounts of different currencies are never added. */
export const overviewCurrencyTotals = z.object({
  currency: z.string(),
  debt: z.number(),
  retainedAmountYear: z.number(),
});

/** GET /entities/{id}/overview/totals: the totals, with their amounts per currency. */
export const overviewTotalsAnswer = overviewTotals.extend({ byCurrency: z.array(overviewCurrencyTotals) });
export type OverviewTotalsAnswer = z.infer<typeof overviewTotalsAnswer>;

/** GET /entities/{id}/overview: the contracts that run or need attention, and the entity's totals. */
export const entityFinanceOverview = z.object({
  contracts: z.array(overviewContract),
  totals: overviewTotals,
});
export type EntityFinanceOverview = z.infer<typeof entityFinanceOverview>;

/** GET /entities/{id}/overview with paging keys: a page of its contracts, `{ items, total }`. */
export const overviewQuery = pageQuery.extend({ sort: z.enum(OVERVIEW_SORTS).optional() });
export type OverviewQuery = z.infer<typeof overviewQuery>;

/** A month 'YYYY-MM' as the period pickers show it, 'MM/YYYY'. */
const pickerMonth = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

/** The period error of docs/product.md#errors, naming the months 'YYYY-MM' of From and To as the pickers show them. */
export const periodOrderMessage = (from: string, to: string) =>
  textMsg('validation.periodOrder', { from: pickerMonth(from), to: pickerMonth(to) });

/**
 * GET /entities/{id}/financeSummary?startDate&endDate: the period's months, from and to inclusive
 * (a period whose last month comes before its first is refused under endDate).
 */
const periodFields = z.object({
  startDate: requiredDay(msg('validation.startDateRequired')),
  endDate: requiredDay(msg('validation.endDateRequired')),
});
const periodInOrder = (
  { startDate, endDate }: z.infer<typeof periodFields>,
  ctx: z.RefinementCtx<z.infer<typeof periodFields>>,
) => {
  const [from, to] = [startDate.slice(0, 7), endDate.slice(0, 7)];
  if (from > to) ctx.addIssue({ code: 'custom', path: ['endDate'], message: periodOrderMessage(from, to) });
};
export const financeSummaryQuery = periodFields.superRefine(periodInOrder);

/** The period summary's sortable columns: the property (the default), the contract's end, its debt. */

/**
 * GET /entities/{id}/financeSummary with paging keys: a page of its rows, `{ items, total }`; a
 * search matches the property's name and street and the tenants' names.
 */
export const financeSummaryPageQuery = periodFields
  .extend(pageQuery.shape)
  .extend({ sort: z.enum(SUMMARY_SORTS).optional() })
  .superRefine(periodInOrder);
export type FinanceSummaryPageQuery = z.infer<typeof financeSummaryPageQuery>;

/** One row per contract overlapping the period, and per property with expenses but no such contract (docs/product.md#records-and-fields). */
export const financeSummaryRow = z.object({
  propertyId: z.number(),
  contractId: z.number().nullable(),
  propertyName: z.string().nullable(),
  propertyType: lovItem,
  addressStreet: z.string().nullable(),
  addressNumber: z.string().nullable(),
  addressPostalCode: z.string().nullable(),
  addressCity: z.string().nullable(),
  addressCountry: z.string().nullable(),
  addressFloor: z.string().nullable(),
  /** amount + extraAmount; null on a row without contract. */
  contractTotalAmount: z.number().nullable(),
  /** What the tenant pays each period: total less the retained tax. */
  contractPaymentAmount: z.number().nullable(),
  contractEndDate: z.string().nullable(),
  currency: z.string().nullable(),
  lastRentDueDate: z.string().nullable(),
  /** The oldest due rent not fully paid (the pay action), or null. */
  rentIdMissingPayment: z.number().nullable(),
  /** Over the rents whose period is in the range: amount less retained. */
  rentsAmountToPayPeriod: z.number(),
  /** Payments of those rents. */
  rentsAmountPaidPeriod: z.number(),
  /** Retained tax of those rents. */
  rentsAmountToRetainPeriod: z.number(),
  /** Retained tax of those rents that are paid. */
  rentsAmountRetainedPeriod: z.number(),
  /** Expenses of the property (itself only) dated in the range. */
  propertyExpenseAmountPeriod: z.number(),
  propertyExpenseNames: z.array(z.string()),
  /** Each expected month of the range: its rent's state ('PAID', 'PARTIAL', 'UNPAID', 'MISSING'), for the table's month columns. */
  rentsDescriptionPeriod: z.array(
    z.object({ period: z.string(), state: z.enum(['PAID', 'PARTIAL', 'UNPAID', 'MISSING']) }),
  ),
  contractDebt: z.number(),
  tenants: z.array(tenantName),
});
export type FinanceSummaryRow = z.infer<typeof financeSummaryRow>;

export const financeSummary = z.object({
  startDate: z.string(),
  endDate: z.string(),
  rows: z.array(financeSummaryRow),
  /** Expenses of the entity itself (no property) dated in the range. */
  entityExpenses: z.array(expenseView),
});
export type FinanceSummary = z.infer<typeof financeSummary>;

/** The summary's totals of one currency over every row of the period (a row without contract counts in euro). */
export const summaryCurrencyTotals = z.object({
  currency: z.string(),
  contractTotal: z.number(),
  contractPayment: z.number(),
  toPay: z.number(),
  paid: z.number(),
  toRetain: z.number(),
  retained: z.number(),
  expenses: z.number(),
  debt: z.number(),
});
export type SummaryCurrencyTotals = z.infer<typeof summaryCurrencyTotals>;

/**
 * GET /entities/{id}/financeSummary/totals: the footer of the whole period and the total of the
 * entity's own expenses of the period per currency (the expenses themselves: the expense list,
 * `global=true` with the period's days, a page at a time).
 */
export const financeSummaryTotals = z.object({
  totals: z.array(summaryCurrencyTotals),
  entityExpenses: z.array(z.object({ currency: z.string(), amount: z.number(), count: z.number() })),
});
export type FinanceSummaryTotals = z.infer<typeof financeSummaryTotals>;
