import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { reminderKeys } from './get-reminders';

/**
 * Reads the reminders again whenever data of an entity is invalidated (a rent paid, a contract
 * changed): every change of an entity invalidates queries under ['entities', ...], and the
 * reminders span all entities. The invalidations of one change come together and make one read.
 */
export function useRemindersFollowEntityChanges() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let scheduled = false;
    return queryClient.getQueryCache().subscribe((event) => {
      const invalidated = event.type === 'updated' && event.action.type === 'invalidate';
      if (!invalidated || event.query.queryKey[0] !== 'entities' || scheduled) return;
      scheduled = true;
      queueMicrotask(() => {
        scheduled = false;
        void queryClient.invalidateQueries({ queryKey: reminderKeys.all });
      });
    });
  }, [queryClient]);
}
