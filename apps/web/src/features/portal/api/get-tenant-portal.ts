import type { TenantPortalStatus } from '@arrenda/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tenantPortalKey, tenantPortalPath } from './query-keys';

/** GET /entities/{id}/tenants/{tenantId}/portal: the tenant's account and open invitation. */
export const getTenantPortal = (entityId: number, tenantId: number, signal?: AbortSignal) =>
  api<TenantPortalStatus>(`${tenantPortalPath(entityId, tenantId)}/portal`, { signal });

export const useTenantPortal = (entityId: number, tenantId: number) =>
  useQuery({
    queryKey: tenantPortalKey(entityId, tenantId),
    queryFn: ({ signal }) => getTenantPortal(entityId, tenantId, signal),
  });
