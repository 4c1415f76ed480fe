import { SUMMARY_SORTS } from '@arrenda/core';
import { useTableUrlState } from '@/lib/use-table-url-state';

export const SUMMARY_PAGE_SIZE = 10;

/**
 * The prefix of the period summary table's keys in the URL (?summary-page=2&summary-sort=debt...),
 * apart from the overview's ?view=, the contracts' contracts- keys and the period's ?from=&to=.
 */
export const SUMMARY_URL_PREFIX = 'summary-';

/**
 * The period summary table's page, page size, sort and search, kept in the URL
 * (use-table-url-state.ts): by default by property, 10 rows a page.
 */
export const useSummaryTableState = () =>
  useTableUrlState({
    sorts: SUMMARY_SORTS,
    defaultSort: 'property',
    defaultPageSize: SUMMARY_PAGE_SIZE,
    prefix: SUMMARY_URL_PREFIX,
  });
