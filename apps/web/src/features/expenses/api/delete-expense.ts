import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { expensePath } from './query-keys';

/** DELETE /entities/{id}/expenses/{expenseId} (204). */
export const deleteExpense = (entityId: number, expenseId: number) =>
  api<void>(expensePath(entityId, expenseId), { method: 'DELETE' });

/**
 * Deletes an expense. The caller refreshes with refreshAfterExpenseChange, after leaving the
 * expense's own page when it is on it (see there).
 */
export const useDeleteExpense = (entityId: number) =>
  useMutation({ mutationFn: (expenseId: number) => deleteExpense(entityId, expenseId) });
