import type { ExpenseBody, IdResponse } from '@arrenda/core';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSubmitMutation } from '@/lib/use-submit-mutation';
import { expensesPath, refreshAfterExpenseChange } from './query-keys';

/** POST /entities/{id}/expenses: answers the new expense's id. */
export const createExpense = (entityId: number, body: ExpenseBody, idempotencyKey?: string) =>
  api<IdResponse>(expensesPath(entityId), { method: 'POST', body, idempotencyKey });

/** Creates an expense; the refresh is not awaited, as the form leaves the page at once. */
export function useCreateExpense(entityId: number) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (body: ExpenseBody, key) => createExpense(entityId, body, key),
    onSuccess: () => void refreshAfterExpenseChange(queryClient, entityId),
  });
}
