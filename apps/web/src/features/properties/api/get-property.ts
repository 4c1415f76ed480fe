import type { PropertyView } from '@arrenda/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { propertyKeys } from './query-keys';

/** A property as the edit form loads it (base information with its address, details, tax information). */
export const getProperty = (entityId: number, propertyId: number, signal?: AbortSignal) =>
  api<PropertyView>(`/entities/${entityId}/properties/${propertyId}`, { signal });

export const propertyQueryOptions = (entityId: number, propertyId: number) =>
  queryOptions({
    queryKey: propertyKeys.detail(entityId, propertyId),
    queryFn: ({ signal }) => getProperty(entityId, propertyId, signal),
  });

export const useProperty = (entityId: number, propertyId: number) =>
  useQuery(propertyQueryOptions(entityId, propertyId));
