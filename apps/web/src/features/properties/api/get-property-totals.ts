import type { PropertyListTotals, PropertyViewName } from '@arrenda/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { propertyKeys } from './query-keys';

/** GET /entities/{id}/properties/totals: the views worth offering and the footer of a view. */
export const getPropertyTotals = (
  entityId: number,
  view: PropertyViewName,
  search: string,
  signal?: AbortSignal,
) => {
  const query = new URLSearchParams({ view, ...(search ? { search } : {}) });
  return api<PropertyListTotals>(`/entities/${entityId}/properties/totals?${query}`, { signal });
};

export const propertyTotalsQueryOptions = (entityId: number, view: PropertyViewName, search: string) =>
  queryOptions({
    queryKey: [...propertyKeys.list(entityId), 'totals', { view, search }] as const,
    queryFn: ({ signal }) => getPropertyTotals(entityId, view, search, signal),
  });

export const usePropertyTotals = (entityId: number, view: PropertyViewName, search: string) =>
  useQuery({ ...propertyTotalsQueryOptions(entityId, view, search), placeholderData: keepPreviousData });
