import type { MessageResponse, RegisterBody } from '@arrenda/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const register = (body: RegisterBody) =>
  api<MessageResponse>('/auth/register', { method: 'POST', body });

export const useRegister = () => useMutation({ mutationFn: register });
