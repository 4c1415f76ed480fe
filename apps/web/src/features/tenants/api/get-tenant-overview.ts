import type { TenantOverview } from '@arrenda/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tenantKeys } from './query-keys';

/** What the tenant page shows: the tenant, its contracts (newest first) and its files. */
export const getTenantOverview = (entityId: number, tenantId: number, signal?: AbortSignal) =>
  api<TenantOverview>(`/entities/${entityId}/tenants/${tenantId}/overview`, { signal });

export const tenantOverviewQueryOptions = (entityId: number, tenantId: number) =>
  queryOptions({
    queryKey: tenantKeys.overview(entityId, tenantId),
    queryFn: ({ signal }) => getTenantOverview(entityId, tenantId, signal),
  });

export const useTenantOverview = (entityId: number, tenantId: number) =>
  useQuery(tenantOverviewQueryOptions(entityId, tenantId));
