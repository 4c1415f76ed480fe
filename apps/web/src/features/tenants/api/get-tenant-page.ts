import type { Page, TenantListView, TenantSort, TenantView } from '@arrenda/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageQueryString } from '@/lib/page-query';
import { CHOICES_PAGE_SIZE } from '@/lib/use-server-choices';
import type { SortOrder } from '@/lib/use-table-url-state';
import { tenantKeys } from './query-keys';

/** What one page of the tenant list asks the server for. */
export interface TenantPageParams {
  view: TenantListView;
  page: number;
  pageSize: number;
  sort: TenantSort;
  order: SortOrder;
  search: string;
}

/** GET /entities/{id}/tenants with paging keys: one page of a view and the view's row count. */
export const getTenantPage = (entityId: number, params: TenantPageParams, signal?: AbortSignal) =>
  api<Page<TenantView>>(`/entities/${entityId}/tenants?${pageQueryString({ ...params })}`, { signal });

export const tenantPageQueryOptions = (entityId: number, params: TenantPageParams) =>
  queryOptions({
    // Under the list's key, so whatever refreshes the list refreshes every page.
    queryKey: [...tenantKeys.list(entityId), 'page', params] as const,
    queryFn: ({ signal }) => getTenantPage(entityId, params, signal),
  });

/** A page of the list; the previous page stays on screen while the next one loads. */
export const useTenantPage = (entityId: number, params: TenantPageParams) =>
  useQuery({ ...tenantPageQueryOptions(entityId, params), placeholderData: keepPreviousData });

/** The first page of the tenants matching `search` ('' for all), by name, for a selector. */
export const tenantChoicesQueryOptions = (entityId: number, search: string) =>
  queryOptions({
    queryKey: [...tenantKeys.list(entityId), 'choices', search] as const,
    queryFn: ({ signal }) =>
      api<Page<TenantView>>(
        `/entities/${entityId}/tenants?${pageQueryString({ page: 1, pageSize: CHOICES_PAGE_SIZE, search })}`,
        { signal },
      ),
  });

/** The tenants of `ids` (values a form holds), for their labels. */
export const tenantsByIdsQueryOptions = (entityId: number, ids: readonly number[]) =>
  queryOptions({
    queryKey: [...tenantKeys.list(entityId), 'ids', ids] as const,
    queryFn: ({ signal }) =>
      api<Page<TenantView>>(`/entities/${entityId}/tenants?ids=${ids.join(',')}`, { signal }),
  });
