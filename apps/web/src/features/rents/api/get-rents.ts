import type { Page, RentSort, RentView } from '@arrenda/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageQueryString } from '@/lib/page-query';
import type { SortOrder } from '@/lib/use-table-url-state';
import { type ContractIds, rentKeys, rentsPath } from './query-keys';

/** What one page of a contract's rents asks the server for (rents have no search). */
export interface RentPageParams {
  page: number;
  pageSize: number;
  sort: RentSort;
  order: SortOrder;
}

/**
 * One page of the contract's rents, each with its payments (oldest first) and what is paid and
 * owed, and how many rents the contract has.
 */
export const getRentPage = (ids: ContractIds, params: RentPageParams, signal?: AbortSignal) =>
  api<Page<RentView>>(`${rentsPath(ids)}?${pageQueryString({ ...params })}`, { signal });

/** A page of the rents; the previous page stays on screen while the next one loads. */
export const useRentPage = (ids: ContractIds, params: RentPageParams) =>
  useQuery({
    // Under the rents' key, so whatever refreshes the rents refreshes every page.
    queryKey: [...rentKeys.list(ids.entityId, ids.contractId), 'page', params] as const,
    queryFn: ({ signal }) => getRentPage(ids, params, signal),
    placeholderData: keepPreviousData,
  });
