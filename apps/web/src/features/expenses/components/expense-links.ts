/** New Expense, with ?propertyId= preselecting the property when there is one. */
export const newExpensePath = (entityId: number, propertyId: number | null) =>
  `/entities/${entityId}/expense/new${propertyId === null ? '' : `?propertyId=${propertyId}`}`;

export const editExpensePath = (entityId: number, expenseId: number) =>
  `/entities/${entityId}/expenses/${expenseId}`;
