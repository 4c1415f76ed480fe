import type { InvitationInfo } from '@arrenda/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /auth/tenantInvitation: who invites whom; 400 with a message when the link is no good. */
export const getInvitation = (email: string, token: string, signal?: AbortSignal) =>
  api<InvitationInfo>(`/auth/tenantInvitation?${new URLSearchParams({ email, token })}`, { signal });

/**
 * The invitation of the link, read once: it is not read again while the page is open (accepting
 * it would make it invalid), nor kept once the page is left.
 */
export const useInvitation = (email: string, token: string, enabled: boolean) =>
  useQuery({
    queryKey: ['tenant-invitation', email, token],
    queryFn: ({ signal }) => getInvitation(email, token, signal),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
