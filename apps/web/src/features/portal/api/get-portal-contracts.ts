import type { PortalContract } from '@arrenda/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { portalKeys } from './query-keys';

/** GET /portal/contracts: the contracts of the caller's tenants, in every entity. */
export const getPortalContracts = (signal?: AbortSignal) =>
  api<PortalContract[]>('/portal/contracts', { signal });

export const portalContractsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: portalKeys.contracts(userId),
    queryFn: ({ signal }) => getPortalContracts(signal),
  });

/** The signed-in user's rentals; nothing is asked while nobody is signed in. */
export function usePortalContracts() {
  const userId = useSession()?.user.id ?? 0;
  return useQuery({ ...portalContractsQueryOptions(userId), enabled: userId > 0 });
}

/** Whether the signed-in user rents anything through the portal (the nav bar's My rentals). */
export function useHasRentals(): boolean {
  const contracts = usePortalContracts();
  return (contracts.data?.length ?? 0) > 0;
}
