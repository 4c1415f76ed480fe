import type { TenantInvitationBody, TenantPortalStatus } from '@arrenda/core';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSubmitMutation } from '@/lib/use-submit-mutation';
import { tenantPortalKey, tenantPortalPath } from './query-keys';

/** POST .../tenants/{tenantId}/invitation: mails a new invitation; answers the portal status. */
export const inviteTenant = (
  entityId: number,
  tenantId: number,
  body: TenantInvitationBody,
  idempotencyKey?: string,
) =>
  api<TenantPortalStatus>(`${tenantPortalPath(entityId, tenantId)}/invitation`, {
    method: 'POST',
    body,
    idempotencyKey,
  });

/** Invites the tenant; the answer replaces the shown status. */
export function useInviteTenant(entityId: number, tenantId: number) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (body: TenantInvitationBody, key) => inviteTenant(entityId, tenantId, body, key),
    onSuccess: (status) => queryClient.setQueryData(tenantPortalKey(entityId, tenantId), status),
    // Refused (say the tenant has linked an account meanwhile): the shown status may be old.
    onError: () => queryClient.invalidateQueries({ queryKey: tenantPortalKey(entityId, tenantId) }),
  });
}
