import { CONTRACT_LIST_FILTERS, CONTRACT_SORTS, type ContractListFilter } from '@arrenda/core';
import type { ContractPageParams } from '@/features/contracts/api/get-contract-page';
import { useTableUrlState } from '@/lib/use-table-url-state';

/**
 * The filter shown first. The server decides what each filter holds (docs/domain.md "Lists a page
 * at a time"): Active ends today or later, Expired ended before today, In Debt owes on an overdue rent.
 */
export const DEFAULT_CONTRACT_FILTER: ContractListFilter = 'ACTIVE';

export const CONTRACT_PAGE_SIZE = 25;

const contractFilter = (value: string | null | undefined): ContractListFilter =>
  CONTRACT_LIST_FILTERS.find((filter) => filter === value) ?? DEFAULT_CONTRACT_FILTER;

/**
 * The contract list's state, kept in the URL (?filter=expired&page=2&rows=50&sort=debt&order=desc&q=rua)
 * so that back and forward, a reload and a shared link show the same page: the filter here, the rest
 * as every table paged by the server keeps it (use-table-url-state.ts). The newest start comes first
 * by default, as the server orders it; defaults are left out of the URL.
 */
export function useContractListState() {
  const table = useTableUrlState({
    sorts: CONTRACT_SORTS,
    defaultSort: 'start',
    defaultOrder: 'desc',
    defaultPageSize: CONTRACT_PAGE_SIZE,
  });
  const state: ContractPageParams = {
    filter: contractFilter(table.params.get('filter')?.toUpperCase()),
    ...table.state,
  };

  /** Moves to another state; a new filter, search or sort starts again from the first page. */
  const update = ({ filter, ...changes }: Partial<ContractPageParams>, push = true) =>
    table.update(changes, {
      push,
      others:
        filter === undefined
          ? {}
          : { filter: filter === DEFAULT_CONTRACT_FILTER ? null : filter.toLowerCase() },
    });
  return { state, update, paging: table.paging };
}
