import { useQueryClient } from '@tanstack/react-query';
import { entityKeys } from './query-keys';

/**
 * Reads everything of the entity again: after an edit refused as stale, the record as someone else
 * saved it. Resolves once the queries on screen are read, for the edit page to remount its form.
 */
export function useReloadEntity(entityId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: entityKeys.detail(entityId) });
}
