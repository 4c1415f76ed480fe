import { EXPENSE_HOUR, type ExpenseBody } from '@arrenda/core';
import { moneyText } from '../db/money';

/** The expense row's columns: the day at noon (docs/product.md#states-and-transitions), money as numeric text. */
export const expenseValues = (body: ExpenseBody) => ({
  propertyId: body.propertyId ?? null,
  currencyId: body.currencyId,
  date: new Date(`${body.date}T${String(EXPENSE_HOUR).padStart(2, '0')}:00:00.000Z`),
  amount: moneyText(body.amount),
  name: body.name,
  description: body.description ?? null,
  includeInYield: body.includeInYield,
  // Left out of an edit, the expense keeps its category.
  ...(body.taxCategory === undefined ? {} : { taxCategory: body.taxCategory }),
});
