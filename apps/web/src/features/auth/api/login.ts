import type { LoginBody, LoginResponse } from '@arrenda/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionStore } from '@/lib/session';

export const login = (body: LoginBody) => api<LoginResponse>('/auth/login', { method: 'POST', body });

/** Logs in and starts the session. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ accessToken, expiresAt, user }) => sessionStore.start({ accessToken, expiresAt, user }),
  });
}
