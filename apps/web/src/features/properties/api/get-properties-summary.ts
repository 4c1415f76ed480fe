import type { Page, PropertySummaryItem } from '@arrenda/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageQueryString } from '@/lib/page-query';
import { CHOICES_PAGE_SIZE } from '@/lib/use-server-choices';
import { propertyKeys } from './query-keys';

/**
 * GET /entities/{id}/properties/summary with its keys: a page of the properties, briefly (with
 * their address), by name, for selectors (docs/domain.md "Lists a page at a time").
 */
export const getPropertySummaryPage = (entityId: number, query: string, signal?: AbortSignal) =>
  api<Page<PropertySummaryItem>>(`/entities/${entityId}/properties/summary?${query}`, { signal });

/**
 * The first page of the properties matching `search` ('' for all); with `exceptTreeOf`, without
 * that property and those inside it (the parents it may take).
 */
export const propertyChoicesQueryOptions = (entityId: number, search: string, exceptTreeOf?: number) =>
  queryOptions({
    queryKey: [...propertyKeys.summary(entityId), 'page', { search, exceptTreeOf }] as const,
    queryFn: ({ signal }) =>
      getPropertySummaryPage(
        entityId,
        pageQueryString({
          page: 1,
          pageSize: CHOICES_PAGE_SIZE,
          ...(exceptTreeOf === undefined ? {} : { exceptTreeOf }),
          search,
        }),
        signal,
      ),
  });

/** The properties of `ids` (values a form holds), for their labels and addresses. */
export const propertySummariesQueryOptions = (entityId: number, ids: readonly number[]) =>
  queryOptions({
    queryKey: [...propertyKeys.summary(entityId), 'ids', ids] as const,
    queryFn: ({ signal }) => getPropertySummaryPage(entityId, `ids=${ids.join(',')}`, signal),
  });

/** The properties of `ids`; nothing is asked for none. */
export const usePropertySummaries = (entityId: number, ids: readonly number[]) =>
  useQuery({ ...propertySummariesQueryOptions(entityId, ids), enabled: ids.length > 0 });
