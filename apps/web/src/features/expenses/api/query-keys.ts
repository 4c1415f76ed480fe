import type { QueryClient } from '@tanstack/react-query';
import { entityKeys } from '@/features/entities/api/query-keys';
import { financeKeys } from '@/features/finance/api/query-keys';
import { propertyKeys } from '@/features/properties/api/query-keys';

/**
 * Query keys of the expenses feature. They sit under the entity's ['entities', entityId] key,
 * so deleting or leaving an entity (which invalidates ['entities']) reaches them too.
 */
export const expenseKeys = {
  all: (entityId: number) => ['entities', entityId, 'expenses'] as const,
  /** One property's expenses, or (null) every expense of the entity. */
  list: (entityId: number, propertyId: number | null) =>
    ['entities', entityId, 'expenses', 'list', propertyId] as const,
  detail: (entityId: number, expenseId: number) =>
    ['entities', entityId, 'expenses', expenseId, 'detail'] as const,
};

/** The API's base path of an entity's expenses. */
export const expensesPath = (entityId: number) => `/entities/${entityId}/expenses`;

export const expensePath = (entityId: number, expenseId: number) => `${expensesPath(entityId)}/${expenseId}`;

/**
 * After an expense is created, changed or deleted: its lists, the property figures (list and
 * overview add the expenses up), the entity overview and its finance figures go stale. Callers leaving a deleted
 * expense's page navigate first, so the page still on screen does not refetch it into a 404.
 */
export const refreshAfterExpenseChange = (queryClient: QueryClient, entityId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: expenseKeys.all(entityId) }),
    queryClient.invalidateQueries({ queryKey: propertyKeys.all(entityId) }),
    queryClient.invalidateQueries({ queryKey: entityKeys.detail(entityId), exact: true }),
    queryClient.invalidateQueries({ queryKey: financeKeys.all(entityId) }),
  ]);
