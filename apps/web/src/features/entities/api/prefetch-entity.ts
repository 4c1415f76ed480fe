import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '@/lib/session';
import { entityQueryOptions } from './get-entity';

/**
 * Starts the entity's call as its overview is opened (router.tsx), under the key the overview
 * reads it with: the answer travels while the page's code loads, and the header it fills is the
 * largest text of a phone's first screen. Signed out, or with no entity id, nothing.
 */
export function prefetchEntity(client: QueryClient, entityId: number) {
  if (sessionStore.get() === null || !Number.isInteger(entityId) || entityId <= 0) return;
  void client.prefetchQuery(entityQueryOptions(entityId));
}
