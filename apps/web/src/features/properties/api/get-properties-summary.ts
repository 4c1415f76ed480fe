import type { PropertySummaryItem } from '@arrenda/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { propertyKeys } from './query-keys';

/** Every property of the entity, briefly (with its address), for selectors. */
export const getPropertiesSummary = (entityId: number, signal?: AbortSignal) =>
  api<PropertySummaryItem[]>(`/entities/${entityId}/properties/summary`, { signal });

export const propertiesSummaryQueryOptions = (entityId: number) =>
  queryOptions({
    queryKey: propertyKeys.summary(entityId),
    queryFn: ({ signal }) => getPropertiesSummary(entityId, signal),
  });

export const usePropertiesSummary = (entityId: number) => useQuery(propertiesSummaryQueryOptions(entityId));
