import type { IdResponse, TenantBody } from '@arrenda/core';
import { useQueryClient } from '@tanstack/react-query';
import { entityKeys } from '@/features/entities/api/query-keys';
import { api } from '@/lib/api-client';
import { useSubmitMutation } from '@/lib/use-submit-mutation';

/** POST /entities/{id}/tenants: answers the new tenant's id. */
export const createTenant = (entityId: number, body: TenantBody, idempotencyKey?: string) =>
  api<IdResponse>(`/entities/${entityId}/tenants`, { method: 'POST', body, idempotencyKey });

/**
 * Creates a tenant. Everything of the entity that lists tenants (the list, contract forms) goes
 * stale; not awaited, as the form leaves the page at once.
 */
export function useCreateTenant(entityId: number) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (body: TenantBody, key) => createTenant(entityId, body, key),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: entityKeys.detail(entityId) }),
  });
}
