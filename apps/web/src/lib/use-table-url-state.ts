import { MAX_PAGE_SIZE } from '@arrenda/core';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { LazyPaging } from '@/components/data-table/lazy-paging';

/** The page sizes a table paged by the server offers. */
export const PAGE_SIZES = [10, 25, 50, MAX_PAGE_SIZE];

export type SortOrder = 'asc' | 'desc';

/** What one page of a table paged, sorted and searched by the server asks for. */
export interface TablePageState<S extends string> {
  page: number;
  pageSize: number;
  sort: S;
  order: SortOrder;
  search: string;
}

export interface TableUrlOptions<S extends string> {
  /** The sorts the server knows; another one in the URL falls back to `defaultSort`. */
  sorts: readonly S[];
  defaultSort: S;
  /** The order of the default sort, and when the URL names none ('asc' when left out). */
  defaultOrder?: SortOrder;
  /** One of PAGE_SIZES. */
  defaultPageSize: number;
  /**
   * Put before each key of the URL (page, rows, sort, order, q), so that two tables of one page
   * keep apart: 'contracts-' gives ?contracts-page=2&contracts-q=rua.
   */
  prefix?: string;
}

export interface TableUpdateOptions {
  /** A new history entry (the default), or the current one replaced (typing a search). */
  push?: boolean;
  /**
   * Other keys of the same table (such as the property list's view): set, or left out of the URL
   * when null. Changing them, like a new sort or search, starts again from the first page.
   */
  others?: Record<string, string | null>;
}

const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/** A table's state as the URL's keys hold it; what is no such value falls back to the defaults. */
export function tablePageState<S extends string>(
  params: URLSearchParams,
  { sorts, defaultSort, defaultOrder = 'asc', defaultPageSize, prefix = '' }: TableUrlOptions<S>,
): TablePageState<S> {
  const get = (key: string) => params.get(prefix + key);
  const requestedSize = positive(get('rows'), defaultPageSize);
  const requestedSort = get('sort');
  const requestedOrder = get('order');
  return {
    page: positive(get('page'), 1),
    pageSize: PAGE_SIZES.includes(requestedSize) ? requestedSize : defaultPageSize,
    sort: sorts.find((sort) => sort === requestedSort) ?? defaultSort,
    order: requestedOrder === 'asc' || requestedOrder === 'desc' ? requestedOrder : defaultOrder,
    search: get('q')?.trim() ?? '',
  };
}

/**
 * The state of a table paged, sorted and searched by the server, kept in the URL
 * (?page=2&rows=50&sort=value&order=desc&q=rua) so that back and forward, a reload and a shared
 * link show the same page. Values the URL holds that are no such value fall back to the defaults,
 * which are left out of the URL. `params` are the URL's keys, for a table's own ones.
 */
export function useTableUrlState<S extends string>({
  sorts,
  defaultSort,
  defaultOrder = 'asc',
  defaultPageSize,
  prefix = '',
}: TableUrlOptions<S>) {
  const [params, setParams] = useSearchParams();
  const state = tablePageState(params, { sorts, defaultSort, defaultOrder, defaultPageSize, prefix });

  /** Moves to another state; a new search or sort (or other key) starts again from the first page. */
  const update = (
    changes: Partial<TablePageState<S>>,
    { push = true, others = {} }: TableUpdateOptions = {},
  ) => {
    const next = { ...state, ...changes };
    if (changes.search !== undefined || changes.sort !== undefined || Object.keys(others).length > 0) {
      next.page = changes.page ?? 1;
    }
    const defaults: Record<string, string> = {
      page: '1',
      rows: String(defaultPageSize),
      sort: defaultSort,
      order: defaultOrder,
      q: '',
    };
    const values: Record<string, string> = {
      page: String(next.page),
      rows: String(next.pageSize),
      sort: next.sort,
      order: next.order,
      q: next.search,
    };
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(others)) {
          if (value === null) updated.delete(key);
          else updated.set(key, value);
        }
        for (const [key, value] of Object.entries(values)) {
          if (value === defaults[key]) updated.delete(prefix + key);
          else updated.set(prefix + key, value);
        }
        return updated;
      },
      // Typing a search replaces the entry: back goes to the page before the search, not letter by letter.
      { replace: !push, preventScrollReset: true },
    );
  };
  // The answer the table shows in this render (given to paging), checked once the table is drawn.
  const answer = useRef<{ total: number; loading: boolean } | null>(null);
  answer.current = null;
  /**
   * A page past the end of a list that still has rows (its last row deleted, a shared link to a page
   * gone) shows the last page that exists instead: the URL entry is replaced, so back does not
   * return to the empty page. Never while the rows shown are another state's, nor for an empty list.
   */
  useEffect(() => {
    const shown = answer.current;
    if (!shown || shown.loading || shown.total === 0) return;
    const lastPage = Math.ceil(shown.total / state.pageSize);
    if (state.page > lastPage) update({ page: lastPage }, { push: false });
  });

  /**
   * The table's paging and sorting (the DataTable's `paging`, lazy-paging.ts) for an answer
   * counting `total` rows; `loading` while the rows shown are still those of another state. An
   * answer past the last page moves the table to the last page (see above).
   */
  const paging = (total: number, loading: boolean): LazyPaging<S> => {
    answer.current = { total, loading };
    return {
      total,
      page: state.page,
      pageSize: state.pageSize,
      pageSizes: PAGE_SIZES,
      defaultPageSize,
      sort: state.sort,
      order: state.order,
      loading,
      onPage: (page, pageSize) => update({ page, pageSize }),
      onSort: (sort, order) => update({ sort, order }),
    };
  };
  return { state, update, paging, params, pageSizes: PAGE_SIZES, defaultPageSize };
}
