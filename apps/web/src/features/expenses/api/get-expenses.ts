import type { ExpenseView } from '@arrenda/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { expenseKeys, expensesPath } from './query-keys';

/**
 * The expenses of one property, or (null) every expense of the entity, global ones with a null
 * propertyId; newest date first.
 */
export const getExpenses = (entityId: number, propertyId: number | null, signal?: AbortSignal) =>
  api<ExpenseView[]>(
    propertyId === null ? expensesPath(entityId) : `${expensesPath(entityId)}?propertyId=${propertyId}`,
    { signal },
  );

export const expensesQueryOptions = (entityId: number, propertyId: number | null) =>
  queryOptions({
    queryKey: expenseKeys.list(entityId, propertyId),
    queryFn: ({ signal }) => getExpenses(entityId, propertyId, signal),
  });

export const useExpenses = (entityId: number, propertyId: number | null) =>
  useQuery(expensesQueryOptions(entityId, propertyId));
