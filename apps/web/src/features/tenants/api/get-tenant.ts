import type { TenantView } from '@arrenda/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tenantKeys } from './query-keys';

/** A tenant as the edit form loads it. */
export const getTenant = (entityId: number, tenantId: number, signal?: AbortSignal) =>
  api<TenantView>(`/entities/${entityId}/tenants/${tenantId}`, { signal });

export const tenantQueryOptions = (entityId: number, tenantId: number) =>
  queryOptions({
    queryKey: tenantKeys.detail(entityId, tenantId),
    queryFn: ({ signal }) => getTenant(entityId, tenantId, signal),
  });

export const useTenant = (entityId: number, tenantId: number) =>
  useQuery(tenantQueryOptions(entityId, tenantId));
