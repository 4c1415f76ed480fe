import type { TenantBody, TenantView } from '@arrenda/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { entityKeys } from '@/features/entities/api/query-keys';
import { api } from '@/lib/api-client';

/** PUT /entities/{id}/tenants/{tenantId}: answers the saved tenant. */
export const updateTenant = (entityId: number, tenantId: number, body: TenantBody) =>
  api<TenantView>(`/entities/${entityId}/tenants/${tenantId}`, { method: 'PUT', body });

/**
 * Saves a tenant. Everything of the entity showing it (its page, the list, contracts naming it)
 * goes stale; not awaited, as the form leaves the page at once.
 */
export function useUpdateTenant(entityId: number, tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TenantBody) => updateTenant(entityId, tenantId, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: entityKeys.detail(entityId) }),
  });
}
