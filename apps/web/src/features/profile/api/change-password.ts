import type { ChangePasswordBody, MessageResponse } from '@arrenda/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const changePassword = (body: ChangePasswordBody) =>
  api<MessageResponse>('/profile/password', { method: 'PUT', body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
