import type { IdResponse, TenantBody } from '@arrenda/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { entityKeys } from '../../entities/api/query-keys';

/** POST /entities/{id}/tenants: answers the new tenant's id. */
export const createTenant = (entityId: number, body: TenantBody) =>
  api<IdResponse>(`/entities/${entityId}/tenants`, { method: 'POST', body });

/**
 * Creates a tenant. Everything of the entity that lists tenants (the list, contract forms) goes
 * stale; not awaited, as the form leaves the page at once.
 */
export function useCreateTenant(entityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TenantBody) => createTenant(entityId, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: entityKeys.detail(entityId) }),
  });
}
