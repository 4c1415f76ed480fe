import type { RentHistoryView } from '@arrenda/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ContractIds, rentHistoryApiPath, rentUpdateKeys } from './query-keys';

/** GET .../rent-history: the contract's rents, newest first, and the statutory update proposed today. */
export const getRentHistory = (ids: ContractIds, signal?: AbortSignal) =>
  api<RentHistoryView>(rentHistoryApiPath(ids), { signal });

export const rentHistoryQueryOptions = (ids: ContractIds) =>
  queryOptions({
    queryKey: rentUpdateKeys.history(ids),
    queryFn: ({ signal }) => getRentHistory(ids, signal),
  });

/** The history; `enabled` false asks nothing (a form for a contract not saved yet). */
export const useRentHistory = (ids: ContractIds, enabled = true) =>
  useQuery({ ...rentHistoryQueryOptions(ids), enabled });
