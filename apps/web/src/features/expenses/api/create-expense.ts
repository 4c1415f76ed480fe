import type { ExpenseBody, IdResponse } from '@arrenda/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { expensesPath, refreshAfterExpenseChange } from './query-keys';

/** POST /entities/{id}/expenses: answers the new expense's id. */
export const createExpense = (entityId: number, body: ExpenseBody) =>
  api<IdResponse>(expensesPath(entityId), { method: 'POST', body });

/** Creates an expense; the refresh is not awaited, as the form leaves the page at once. */
export function useCreateExpense(entityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExpenseBody) => createExpense(entityId, body),
    onSuccess: () => void refreshAfterExpenseChange(queryClient, entityId),
  });
}
