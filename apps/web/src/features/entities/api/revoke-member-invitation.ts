import type { MemberInvitationView } from '@arrenda/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { entityKeys } from './query-keys';

/** DELETE /entities/{id}/invitations/{invitationId}: answers the invitations still open. */
export const revokeMemberInvitation = (entityId: number, invitationId: number) =>
  api<MemberInvitationView[]>(`/entities/${entityId}/invitations/${invitationId}`, { method: 'DELETE' });

export function useRevokeMemberInvitation(entityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: number) => revokeMemberInvitation(entityId, invitationId),
    onSuccess: (open) => queryClient.setQueryData(entityKeys.invitations(entityId), open),
  });
}
