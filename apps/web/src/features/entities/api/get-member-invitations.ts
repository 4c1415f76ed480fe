import type { MemberInvitationView } from '@arrenda/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { entityKeys } from './query-keys';

/** GET /entities/{id}/invitations: the open invitations to the entity, oldest first. */
export const getMemberInvitations = (entityId: number, signal?: AbortSignal) =>
  api<MemberInvitationView[]>(`/entities/${entityId}/invitations`, { signal });

export const useMemberInvitations = (entityId: number) =>
  useQuery({
    queryKey: entityKeys.invitations(entityId),
    queryFn: ({ signal }) => getMemberInvitations(entityId, signal),
  });
