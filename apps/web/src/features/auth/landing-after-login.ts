import type { QueryClient } from '@tanstack/react-query';
import { entitiesQueryOptions } from '@/features/entities/api/get-entities';
import { portalContractsQueryOptions } from '@/features/portal/api/get-portal-contracts';
import { safeReturnPath } from '@/lib/return-path';

/**
 * Where a fresh login goes: back to the page the user asked for (a link from a mail opened while
 * signed out) when it is a path of this app; else to My rentals for an account that only rents
 * through the portal (no entity of its own), which the empty entity list would only puzzle; else to
 * the entity list. The lists asked here are the pages' own queries, so the next page shows at once.
 */
export async function landingAfterLogin(
  queryClient: QueryClient,
  userId: number,
  requested: string | null,
): Promise<string> {
  const back = safeReturnPath(requested);
  if (back) return back;
  try {
    const [entities, rentals] = await Promise.all([
      queryClient.fetchQuery(entitiesQueryOptions()),
      queryClient.fetchQuery(portalContractsQueryOptions(userId)),
    ]);
    if (entities.length === 0 && rentals.length > 0) return '/portal?login=successful';
  } catch {
    // The entity list shows its own error and retry.
  }
  return '/entities?login=successful';
}
