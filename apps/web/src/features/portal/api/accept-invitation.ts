import type { AcceptInvitationBody, MessageResponse } from '@arrenda/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT /auth/tenantInvitation: links the account (created with the password when there is none). */
export const acceptInvitation = (body: AcceptInvitationBody) =>
  api<MessageResponse>('/auth/tenantInvitation', { method: 'PUT', body });

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
