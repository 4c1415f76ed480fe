import type { ContractListFilter, ContractSort, ContractView, Page } from '@arrenda/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageQueryString } from '@/lib/page-query';
import type { SortOrder } from '@/lib/use-table-url-state';
import { contractKeys } from './query-keys';

/** What one page of the contract list asks the server for. */
export interface ContractPageParams {
  filter: ContractListFilter;
  page: number;
  pageSize: number;
  sort: ContractSort;
  order: SortOrder;
  search: string;
}

/** GET /entities/{id}/contracts with paging keys: one page of a filter and the filter's row count. */
export const getContractPage = (entityId: number, params: ContractPageParams, signal?: AbortSignal) =>
  api<Page<ContractView>>(`/entities/${entityId}/contracts?${pageQueryString({ ...params })}`, { signal });

export const contractPageQueryOptions = (entityId: number, params: ContractPageParams) =>
  queryOptions({
    // Under the list's key, so whatever refreshes the list refreshes every page.
    queryKey: [...contractKeys.list(entityId), 'page', params] as const,
    queryFn: ({ signal }) => getContractPage(entityId, params, signal),
  });

/** A page of the list; the previous page stays on screen while the next one loads. */
export const useContractPage = (entityId: number, params: ContractPageParams) =>
  useQuery({ ...contractPageQueryOptions(entityId, params), placeholderData: keepPreviousData });
