import { z } from 'zod';
import { msg } from '../messages';
import { sumMoney, toCents } from '../money';
import { requiredDay } from './days';
import {
  editVersion,
  isWholeCents,
  MONEY_MAX,
  optionalMoney,
  optionalText,
  requiredId,
  requiredNumberError,
} from './fields';
import { pageQuery } from './paging';

const requiredAmount = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .number({ error: requiredNumberError(msg('validation.amountRequired')) })
    .min(0, msg('validation.positive'))
    .max(MONEY_MAX, msg('validation.maxNumber', MONEY_MAX))
    .refine(isWholeCents, msg('validation.maxTwoDecimals')),
);

const requiredCurrency = requiredId(msg('validation.currencyRequired'));

/** POST and PUT .../contracts/{contractId}/rents[/{rentId}] (docs/product.md#records-and-fields and #validation). */
export const rentBody = z.object({
  version: editVersion,
  currencyId: requiredCurrency,
  paymentDueDate: requiredDay(msg('validation.dueDateRequired')),
  /** Any day of the period's month; stored as the 15th. */
  paymentPeriodDate: requiredDay(msg('validation.periodRequired')),
  amount: requiredAmount,
  retainedAmount: optionalMoney.optional(),
  taxableAmount: optionalMoney.optional(),
});
export type RentBody = z.infer<typeof rentBody>;
export type RentForm = z.input<typeof rentBody>;

/** POST .../rents/{rentId}/payments (no update: a wrong payment is deleted and added again). */
export const paymentBody = z.object({
  currencyId: requiredCurrency,
  paymentDate: requiredDay(msg('validation.paymentDateRequired')),
  amount: requiredAmount,
  taxableAmount: optionalMoney.optional(),
  description: optionalText(255),
});
export type PaymentBody = z.infer<typeof paymentBody>;
export type PaymentForm = z.input<typeof paymentBody>;

export const paymentView = z.object({
  id: z.number(),
  currencyId: z.number(),
  currency: z.string(),
  paymentDate: z.string(),
  amount: z.number(),
  taxableAmount: z.number().nullable(),
  description: z.string().nullable(),
  /** The payment's receipt in force (issued, not voided), if any (docs/domain.md "Receipts"). */
  receipt: z
    .object({ id: z.number(), number: z.string(), issuedAt: z.string(), sentAt: z.string().nullable() })
    .nullable(),
  /** The number of its Tax Authority e-receipt, once recorded (docs/domain.md "Tax year"). */
  atReceiptNumber: z.string().nullable(),
});
export type PaymentView = z.infer<typeof paymentView>;

export const rentView = z.object({
  id: z.number(),
  /** The row's version, sent back with an edit (editVersion). */
  version: z.number(),
  contractId: z.number(),
  currencyId: z.number(),
  currency: z.string(),
  paymentDueDate: z.string(),
  paymentPeriodDate: z.string(),
  amount: z.number(),
  retainedAmount: z.number().nullable(),
  taxableAmount: z.number().nullable(),
  /** Sum of the payments. */
  amountPaid: z.number(),
  /** The latest payment's date, null without payments. */
  paymentDate: z.string().nullable(),
  /** amount - retainedAmount - amountPaid, never below 0 (docs/domain.md). */
  amountToPay: z.number(),
  paid: z.boolean(),
  /** Payments, oldest first. */
  payments: z.array(paymentView),
});
export type RentView = z.infer<typeof rentView>;

/** POST .../rents/generate: the rents made for the contract's missing months (docs/domain.md "Automatic rents"). */
export const generatedRents = z.object({
  created: z.number(),
  /** Their months, 'YYYY-MM', oldest first. */
  periods: z.array(z.string()),
});
export type GeneratedRents = z.infer<typeof generatedRents>;

/** What is still owed on a rent, never below 0, in cents-exact arithmetic (docs/domain.md). */
export function amountToPay(amount: number, retained: number | null, payments: readonly number[]): number {
  const cents = toCents(amount) - toCents(retained ?? 0) - toCents(sumMoney(payments));
  return Math.max(cents, 0) / 100;
}

/** A contract's rent list's sortable columns; the newest period first by default. */
export const RENT_SORTS = ['period', 'due', 'amount', 'toPay'] as const;
export type RentSort = (typeof RENT_SORTS)[number];

/** GET .../contracts/{contractId}/rents: all of them, or a page with any paging key. */
export const rentListQuery = pageQuery.omit({ search: true }).extend({ sort: z.enum(RENT_SORTS).optional() });
export type RentListQuery = z.infer<typeof rentListQuery>;
