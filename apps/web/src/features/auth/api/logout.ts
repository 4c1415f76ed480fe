import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { sessionStore } from '@/lib/session';

export const logout = () => api<void>('/auth/logout', { method: 'POST' });

/** Ends the session on the server (best effort), forgets it here and goes to /?logout=true. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    void logout().catch(() => undefined);
    sessionStore.clear({ byUser: true });
    queryClient.clear();
    void navigate('/?logout=true');
  }, [navigate, queryClient]);
}
