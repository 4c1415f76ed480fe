import type { RentView } from '@arrenda/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ContractIds, rentKeys, rentPath } from './query-keys';

/** One rent, as Edit Rent and the payment form load it. */
export const getRent = (ids: ContractIds, rentId: number, signal?: AbortSignal) =>
  api<RentView>(rentPath(ids, rentId), { signal });

export const useRent = (ids: ContractIds, rentId: number) =>
  useQuery({
    queryKey: rentKeys.detail(ids.entityId, ids.contractId, rentId),
    queryFn: ({ signal }) => getRent(ids, rentId, signal),
  });
