import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '@/lib/session';
import { portalKeys } from './query-keys';

/** After a confirmation is sent or withdrawn: the rents and the contracts' figures read again. */
export function useRefreshPortal() {
  const queryClient = useQueryClient();
  const userId = useSession()?.user.id ?? 0;
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: portalKeys.all(userId) }),
    [queryClient, userId],
  );
}
