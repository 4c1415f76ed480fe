import type { MemberInvitationInfo } from '@arrenda/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /auth/memberInvitation: which entity invites, as what; 400 with a message when the link is no good. */
export const getMemberInvitation = (email: string, token: string, signal?: AbortSignal) =>
  api<MemberInvitationInfo>(`/auth/memberInvitation?${new URLSearchParams({ email, token })}`, { signal });

/** The invitation of the link, read once (accepting makes it invalid), and not kept once the page is left. */
export const useMemberInvitation = (email: string, token: string, enabled: boolean) =>
  useQuery({
    queryKey: ['member-invitation', email, token],
    queryFn: ({ signal }) => getMemberInvitation(email, token, signal),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
