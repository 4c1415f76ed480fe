import type { ActivateAccountBody, MessageResponse } from '@arrenda/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const activateAccount = (body: ActivateAccountBody) =>
  api<MessageResponse>('/auth/activateAccount', { method: 'PUT', body });

export const useActivateAccount = () => useMutation({ mutationFn: activateAccount });
