import type { ExpenseDetail } from '@arrenda/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { expenseKeys, expensePath } from './query-keys';

/** One expense with its files, as Edit Expense loads it. */
export const getExpense = (entityId: number, expenseId: number, signal?: AbortSignal) =>
  api<ExpenseDetail>(expensePath(entityId, expenseId), { signal });

export const expenseQueryOptions = (entityId: number, expenseId: number) =>
  queryOptions({
    queryKey: expenseKeys.detail(entityId, expenseId),
    queryFn: ({ signal }) => getExpense(entityId, expenseId, signal),
  });

export const useExpense = (entityId: number, expenseId: number) =>
  useQuery(expenseQueryOptions(entityId, expenseId));
