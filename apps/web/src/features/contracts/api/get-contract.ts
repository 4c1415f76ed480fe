import type { ContractView } from '@arrenda/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contractPath } from '@/lib/paths';
import { contractKeys } from './query-keys';

/** A contract as the edit form loads it. */
export const getContract = (entityId: number, propertyId: number, contractId: number, signal?: AbortSignal) =>
  api<ContractView>(contractPath(entityId, propertyId, contractId), { signal });

export const contractQueryOptions = (entityId: number, propertyId: number, contractId: number) =>
  queryOptions({
    queryKey: contractKeys.detail(entityId, contractId),
    queryFn: ({ signal }) => getContract(entityId, propertyId, contractId, signal),
  });

export const useContract = (entityId: number, propertyId: number, contractId: number) =>
  useQuery(contractQueryOptions(entityId, propertyId, contractId));
