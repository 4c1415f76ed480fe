import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { entityKeys } from '@/features/entities/api/query-keys';

/**
 * After a rent or payment change everything of the entity goes stale: the rents, the contract's
 * debt, last payment period and warnings, the lists and the overview. Not awaited by forms, which
 * navigate away at once.
 */
export function useRefreshEntity(entityId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: entityKeys.detail(entityId) }),
    [queryClient, entityId],
  );
}
