import type { RentView } from '@arrenda/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type ContractIds, rentKeys, rentsPath } from './query-keys';

/** The contract's rents, each with its payments (oldest first) and what is paid and owed. */
export const getRents = (ids: ContractIds, signal?: AbortSignal) =>
  api<RentView[]>(rentsPath(ids), { signal });

export const useRents = (ids: ContractIds) =>
  useQuery({
    queryKey: rentKeys.list(ids.entityId, ids.contractId),
    queryFn: ({ signal }) => getRents(ids, signal),
  });
