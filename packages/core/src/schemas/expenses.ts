import { z } from 'zod';
import { msg } from '../messages';
import { optionalDay, requiredDay } from './days';
import { fileView } from './entities';
import {
  editVersion,
  id,
  isWholeCents,
  MONEY_MAX,
  optionalId,
  optionalText,
  requiredId,
  requiredNumberError,
  requiredText,
} from './fields';
import { pageQuery } from './paging';
import { expenseTaxCategory } from './tax-year';

/** Expense days are stored at noon UTC (docs/product.md#states-and-transitions). */
export const EXPENSE_HOUR = 12;

/** An expense costs something: more than 0, at most two decimals. */
const expenseAmount = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .number({ error: requiredNumberError(msg('validation.amountRequired')) })
    .positive(msg('validation.positive'))
    .max(MONEY_MAX, msg('validation.maxNumber', MONEY_MAX))
    .refine(isWholeCents, msg('validation.maxTwoDecimals')),
);

/** POST and PUT /entities/{id}/expenses[/{expenseId}] (docs/product.md#records-and-fields, #validation, and #the-api). */
export const expenseBody = z.object({
  version: editVersion,
  /** Null for a global expense of the entity, tied to no property. */
  propertyId: optionalId.optional(),
  currencyId: requiredId(msg('validation.currencyRequired')),
  date: requiredDay(msg('validation.dateRequired')),
  amount: expenseAmount,
  name: requiredText(50, msg('validation.nameRequired')),
  description: optionalText(255),
  includeInYield: z.boolean({ error: msg('validation.invalid') }).default(true),
  /** The IRS return's expense column (docs/domain.md "Tax year"); null when not said. */
  taxCategory: expenseTaxCategory.nullable().optional(),
});
export type ExpenseBody = z.infer<typeof expenseBody>;
export type ExpenseForm = z.input<typeof expenseBody>;

/** GET /entities/{id}/expenses: one row of the list (newest date first). */
export const expenseView = z.object({
  id: z.number(),
  /** The row's version, sent back with an edit (editVersion). */
  version: z.number(),
  propertyId: z.number().nullable(),
  /** The property's name (or its type when unnamed) for lists; null for a global expense. */
  propertyName: z.string().nullable(),
  currencyId: z.number(),
  currency: z.object({ name: z.string() }),
  /** The day, 'YYYY-MM-DD'. */
  date: z.string(),
  amount: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  includeInYield: z.boolean(),
  taxCategory: expenseTaxCategory.nullable(),
});
export type ExpenseView = z.infer<typeof expenseView>;

/** GET /entities/{id}/expenses/{expenseId}: the expense with its files. */
export const expenseDetail = expenseView.extend({ files: z.array(fileView) });
export type ExpenseDetail = z.infer<typeof expenseDetail>;

/** The expense list's sortable columns; newest first by default. */
export const EXPENSE_SORTS = ['date', 'name', 'amount'] as const;
export type ExpenseSort = (typeof EXPENSE_SORTS)[number];

/**
 * GET /entities/{id}/expenses: all (or a property's), or a page with any paging key. `global=true`
 * keeps the entity's own expenses, those of no property (the overview's Expenses view), a page at a
 * time; `startDate` and `endDate` keep those dated from and to those days, both included (the period
 * summary's own expenses).
 */
export const expenseListQuery = pageQuery.extend({
  propertyId: id.optional(),
  global: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  sort: z.enum(EXPENSE_SORTS).optional(),
  startDate: optionalDay,
  endDate: optionalDay,
});
export type ExpenseListQuery = z.infer<typeof expenseListQuery>;
