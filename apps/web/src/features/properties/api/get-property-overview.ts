import type { PropertyOverview } from '@arrenda/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { propertyKeys } from './query-keys';

/** What the property page shows: base info, parent, details, tax information, figures, finances, files. */
export const getPropertyOverview = (entityId: number, propertyId: number, signal?: AbortSignal) =>
  api<PropertyOverview>(`/entities/${entityId}/properties/${propertyId}/overview`, { signal });

export const propertyOverviewQueryOptions = (entityId: number, propertyId: number) =>
  queryOptions({
    queryKey: propertyKeys.overview(entityId, propertyId),
    queryFn: ({ signal }) => getPropertyOverview(entityId, propertyId, signal),
  });

export const usePropertyOverview = (entityId: number, propertyId: number) =>
  useQuery(propertyOverviewQueryOptions(entityId, propertyId));
