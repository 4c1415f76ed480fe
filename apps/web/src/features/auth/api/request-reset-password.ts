import type { MessageResponse, RequestResetBody } from '@arrenda/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const requestResetPassword = (body: RequestResetBody) =>
  api<MessageResponse>('/auth/resetPassword', { method: 'POST', body });

export const useRequestResetPassword = () => useMutation({ mutationFn: requestResetPassword });
