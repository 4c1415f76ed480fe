import type { ExpenseSort, ExpenseView, Page } from '@arrenda/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageQueryString } from '@/lib/page-query';
import type { SortOrder } from '@/lib/use-table-url-state';
import { expenseKeys, expensesPath } from './query-keys';

/** What one page of an expense list asks the server for. */
export interface ExpensePageParams {
  page: number;
  pageSize: number;
  sort: ExpenseSort;
  order: SortOrder;
  search: string;
  /** Those dated from and to these days (YYYY-MM-DD), both included: a period's expenses. */
  days?: { startDate: string; endDate: string };
}

/**
 * GET /entities/{id}/expenses with paging keys: one page of a property's expenses, or (null) of
 * the entity's own ones (global=true, no property), of a period's days or all, and how many there are.
 */
export const getExpensePage = (
  entityId: number,
  propertyId: number | null,
  params: ExpensePageParams,
  signal?: AbortSignal,
) =>
  api<Page<ExpenseView>>(
    `${expensesPath(entityId)}?${pageQueryString({
      ...(propertyId === null ? { global: 'true' } : { propertyId }),
      ...(params.days ?? {}),
      page: params.page,
      pageSize: params.pageSize,
      sort: params.sort,
      order: params.order,
      search: params.search,
    })}`,
    { signal },
  );

export const expensePageQueryOptions = (
  entityId: number,
  propertyId: number | null,
  params: ExpensePageParams,
) =>
  queryOptions({
    // Under the list's key, so whatever refreshes the list refreshes every page.
    queryKey: [...expenseKeys.list(entityId, propertyId), 'page', params] as const,
    queryFn: ({ signal }) => getExpensePage(entityId, propertyId, params, signal),
  });

/** A page of an expense list; the previous page stays on screen while the next one loads. */
export const useExpensePage = (entityId: number, propertyId: number | null, params: ExpensePageParams) =>
  useQuery({ ...expensePageQueryOptions(entityId, propertyId, params), placeholderData: keepPreviousData });
