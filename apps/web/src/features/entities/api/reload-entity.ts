import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { entityKeys } from './query-keys';

/**
 * Reads everything of the entity again: every query of the entity sits under its key, so the rents,
 * a contract's debt and warnings, the lists and the overview all go stale together. Used after a
 * change whose effects reach across the entity (a rent, a payment, a receipt voided) and after an
 * edit refused as stale (to show the record as someone else saved it). Resolves once the queries on
 * screen are read again: an edit page awaits it to remount its form; forms that navigate away do not.
 */
export function useReloadEntity(entityId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: entityKeys.detail(entityId) }),
    [queryClient, entityId],
  );
}
