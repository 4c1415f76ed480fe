import type { ExpenseBody, ExpenseView } from '@arrenda/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { expensePath, refreshAfterExpenseChange } from './query-keys';

/** PUT /entities/{id}/expenses/{expenseId}: answers the saved expense. */
export const updateExpense = (entityId: number, expenseId: number, body: ExpenseBody) =>
  api<ExpenseView>(expensePath(entityId, expenseId), { method: 'PUT', body });

/** Saves an expense; the refresh is not awaited, as the form leaves the page at once. */
export function useUpdateExpense(entityId: number, expenseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExpenseBody) => updateExpense(entityId, expenseId, body),
    onSuccess: () => void refreshAfterExpenseChange(queryClient, entityId),
  });
}
