import type { TenantView } from '@arrenda/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tenantKeys } from './query-keys';

/** Every tenant of the entity, with the number of contracts each is on today. */
export const getTenants = (entityId: number, signal?: AbortSignal) =>
  api<TenantView[]>(`/entities/${entityId}/tenants`, { signal });

export const tenantsQueryOptions = (entityId: number) =>
  queryOptions({
    queryKey: tenantKeys.list(entityId),
    queryFn: ({ signal }) => getTenants(entityId, signal),
  });

export const useTenants = (entityId: number) => useQuery(tenantsQueryOptions(entityId));
