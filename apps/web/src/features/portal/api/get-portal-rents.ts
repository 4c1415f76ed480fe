import type { PortalRent } from '@arrenda/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { portalKeys, portalRentsPath } from './query-keys';

/** GET /portal/contracts/{contractId}/rents: newest period first, with payments and confirmations. */
export const getPortalRents = (contractId: number, signal?: AbortSignal) =>
  api<PortalRent[]>(portalRentsPath(contractId), { signal });

export function usePortalRents(contractId: number) {
  const userId = useSession()?.user.id ?? 0;
  return useQuery({
    queryKey: portalKeys.rents(userId, contractId),
    queryFn: ({ signal }) => getPortalRents(contractId, signal),
    enabled: userId > 0,
  });
}
