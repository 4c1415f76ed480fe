import type { QueryClient } from '@tanstack/react-query';
import { propertyListState } from '@/features/properties/components/property-list-state';
import { sessionStore } from '@/lib/session';
import { propertyPageQueryOptions } from './get-property-page';
import { propertyTotalsQueryOptions } from './get-property-totals';

/**
 * Starts the property list's two calls for the page a URL asks for, under the keys the list reads
 * them with: the router calls it as the list is opened, so the answers travel while the page's code
 * loads and draws. Signed out, or with no entity id, nothing.
 */
export function prefetchPropertyList(client: QueryClient, entityId: number, params: URLSearchParams) {
  if (sessionStore.get() === null || !Number.isInteger(entityId) || entityId <= 0) return;
  const state = propertyListState(params);
  void client.prefetchQuery(propertyTotalsQueryOptions(entityId, state.view, state.search));
  void client.prefetchQuery(propertyPageQueryOptions(entityId, state));
}
