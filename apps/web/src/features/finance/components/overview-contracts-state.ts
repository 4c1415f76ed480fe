import { OVERVIEW_SORTS } from '@arrenda/core';
import { useTableUrlState } from '@/lib/use-table-url-state';

export const OVERVIEW_PAGE_SIZE = 10;

/**
 * The prefix of the contracts table's keys in the URL (?contracts-page=2&contracts-sort=debt...),
 * apart from the overview's ?view= and the period summary's ?from=&to=.
 */
export const OVERVIEW_URL_PREFIX = 'contracts-';

/**
 * The overview's contracts table's page, page size, sort and search, kept in the URL
 * (use-table-url-state.ts): by default the oldest action first, 10 rows a page.
 */
export const useOverviewContractsState = () =>
  useTableUrlState({
    sorts: OVERVIEW_SORTS,
    defaultSort: 'action',
    defaultPageSize: OVERVIEW_PAGE_SIZE,
    prefix: OVERVIEW_URL_PREFIX,
  });
