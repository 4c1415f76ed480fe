import type { ContractView } from '@arrenda/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractKeys } from './query-keys';

/** Every contract of the entity, with its property, tenants, amounts and debt. */
export const getContracts = (entityId: number, signal?: AbortSignal) =>
  api<ContractView[]>(`/entities/${entityId}/contracts`, { signal });

export const contractsQueryOptions = (entityId: number) =>
  queryOptions({
    queryKey: contractKeys.list(entityId),
    queryFn: ({ signal }) => getContracts(entityId, signal),
  });

export const useContracts = (entityId: number) => useQuery(contractsQueryOptions(entityId));
