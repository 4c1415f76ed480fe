import type { AcceptInvitationBody, MemberInvitationAccepted } from '@arrenda/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT /auth/memberInvitation: makes the membership (creating the account with the password when there is none). */
export const acceptMemberInvitation = (body: AcceptInvitationBody) =>
  api<MemberInvitationAccepted>('/auth/memberInvitation', { method: 'PUT', body });

export const useAcceptMemberInvitation = () => useMutation({ mutationFn: acceptMemberInvitation });
