import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tenantPortalKey, tenantPortalPath } from './query-keys';

/** DELETE .../tenants/{tenantId}/portal: unlinks the account and cancels open invitations. */
export const revokePortal = (entityId: number, tenantId: number) =>
  api<void>(`${tenantPortalPath(entityId, tenantId)}/portal`, { method: 'DELETE' });

/** Revokes the tenant's access; the status is read again. */
export function useRevokePortal(entityId: number, tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokePortal(entityId, tenantId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tenantPortalKey(entityId, tenantId) }),
  });
}
