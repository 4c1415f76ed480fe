import { type QueryClient, useMutation } from '@tanstack/react-query';
import { entityKeys } from '@/features/entities/api/query-keys';
import { api } from '@/lib/api-client';

export const deleteTenant = (entityId: number, tenantId: number) =>
  api<void>(`/entities/${entityId}/tenants/${tenantId}`, { method: 'DELETE' });

/**
 * Deletes a tenant that is on no contract (409 otherwise). The caller navigates away first and
 * then calls refreshAfterTenantDelete, so the page still on screen does not refetch into a 404.
 */
export const useDeleteTenant = (entityId: number) =>
  useMutation({ mutationFn: (tenantId: number) => deleteTenant(entityId, tenantId) });

/** The entity's tenants changed (the list, contract forms). */
export const refreshAfterTenantDelete = (queryClient: QueryClient, entityId: number) =>
  queryClient.invalidateQueries({ queryKey: entityKeys.detail(entityId) });
