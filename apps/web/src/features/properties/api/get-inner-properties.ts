import type { PropertyListItem } from '@arrenda/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { propertyKeys } from './query-keys';

/** The direct inner properties of one property (its Inner Properties tab). */
export const getInnerProperties = (entityId: number, parentPropertyId: number, signal?: AbortSignal) =>
  api<PropertyListItem[]>(`/entities/${entityId}/properties?parentPropertyId=${parentPropertyId}`, {
    signal,
  });

export const innerPropertiesQueryOptions = (entityId: number, parentPropertyId: number) =>
  queryOptions({
    // Under the list's key, so whatever refreshes the list refreshes these too.
    queryKey: [...propertyKeys.list(entityId), { parentPropertyId }] as const,
    queryFn: ({ signal }) => getInnerProperties(entityId, parentPropertyId, signal),
  });

export const useInnerProperties = (entityId: number, parentPropertyId: number) =>
  useQuery(innerPropertiesQueryOptions(entityId, parentPropertyId));
