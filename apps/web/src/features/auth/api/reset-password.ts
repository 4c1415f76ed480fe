import type { MessageResponse, ResetPasswordBody } from '@arrenda/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const resetPassword = (body: ResetPasswordBody) =>
  api<MessageResponse>('/auth/resetPassword', { method: 'PUT', body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
