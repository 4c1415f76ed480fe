import type { Page, PropertyListItem, PropertySort, PropertyViewName } from '@arrenda/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageQueryString } from '@/lib/page-query';
import { propertyKeys } from './query-keys';

/** What one page of the property list asks the server for. */
export interface PropertyPageParams {
  view: PropertyViewName;
  page: number;
  pageSize: number;
  sort: PropertySort;
  order: 'asc' | 'desc';
  search: string;
}

/** GET /entities/{id}/properties with paging keys: one page of a view and the view's row count. */
export const getPropertyPage = (entityId: number, params: PropertyPageParams, signal?: AbortSignal) =>
  api<Page<PropertyListItem>>(`/entities/${entityId}/properties?${pageQueryString({ ...params })}`, {
    signal,
  });

export const propertyPageQueryOptions = (entityId: number, params: PropertyPageParams) =>
  queryOptions({
    // Under the list's key, so whatever refreshes the list refreshes every page.
    queryKey: [...propertyKeys.list(entityId), 'page', params] as const,
    queryFn: ({ signal }) => getPropertyPage(entityId, params, signal),
  });

/** A page of the list; the previous page stays on screen while the next one loads. */
export const usePropertyPage = (entityId: number, params: PropertyPageParams) =>
  useQuery({ ...propertyPageQueryOptions(entityId, params), placeholderData: keepPreviousData });
