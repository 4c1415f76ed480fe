import type { ExpenseTaxCategory, ExpenseView } from '@arrenda/core';
import { dayOf, localDay } from '@/lib/dates';

/** What the expense form holds; named like the payload, so that server field errors land on the fields. */
export interface ExpenseFormValues {
  /** Null for a global expense of the entity. */
  propertyId: number | null;
  currencyId: number | null;
  /** 'YYYY-MM-DD'. */
  date: string | null;
  amount: number | null;
  name: string;
  description: string;
  includeInYield: boolean;
  /** The IRS return's (Anexo F) expense column; null when not said. */
  taxCategory: ExpenseTaxCategory | null;
}

/**
 * A new expense (docs/product.md#states-and-transitions): on the property of ?propertyId= if any, dated today, counted in
 * the yield. The currency is set to Euro once the currencies have loaded.
 */
export const newExpenseValues = (propertyId: number | null, today: Date): ExpenseFormValues => ({
  propertyId,
  currencyId: null,
  date: localDay(today),
  amount: null,
  name: '',
  description: '',
  includeInYield: true,
  taxCategory: null,
});

/** The values of an expense being edited. */
export const expenseValuesOf = (expense: ExpenseView): ExpenseFormValues => ({
  propertyId: expense.propertyId,
  currencyId: expense.currencyId,
  date: dayOf(expense.date),
  amount: expense.amount,
  name: expense.name,
  description: expense.description ?? '',
  includeInYield: expense.includeInYield,
  taxCategory: expense.taxCategory,
});
