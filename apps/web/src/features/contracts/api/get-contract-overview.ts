import type { ContractOverview } from '@arrenda/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contractPath } from '@/lib/paths';
import { contractKeys } from './query-keys';

/** What the contract page shows: the contract with its files. */
export const getContractOverview = (
  entityId: number,
  propertyId: number,
  contractId: number,
  signal?: AbortSignal,
) => api<ContractOverview>(`${contractPath(entityId, propertyId, contractId)}/overview`, { signal });

export const contractOverviewQueryOptions = (entityId: number, propertyId: number, contractId: number) =>
  queryOptions({
    queryKey: contractKeys.overview(entityId, contractId),
    queryFn: ({ signal }) => getContractOverview(entityId, propertyId, contractId, signal),
  });

export const useContractOverview = (entityId: number, propertyId: number, contractId: number) =>
  useQuery(contractOverviewQueryOptions(entityId, propertyId, contractId));
