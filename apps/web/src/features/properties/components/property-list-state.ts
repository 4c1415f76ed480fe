import {
  DEFAULT_PROPERTY_VIEW,
  MAX_PAGE_SIZE,
  PROPERTY_SORTS,
  type PropertySort,
  propertyViewName,
} from '@arrenda/core';
import { useSearchParams } from 'react-router';
import type { PropertyPageParams } from '../api/get-property-page';

export const PROPERTY_PAGE_SIZE = 25;
const PAGE_SIZES = [10, 25, 50, MAX_PAGE_SIZE];

const isSort = (value: string | null): value is PropertySort =>
  (PROPERTY_SORTS as readonly (string | null)[]).includes(value);

const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/**
 * The property list's state, kept in the URL (?view=houses&page=2&rows=50&sort=value&order=desc&q=rua)
 * so that back and forward, a reload and a shared link show the same page. Values the URL holds
 * that are no such value fall back to the defaults, which are left out of the URL.
 */
export function usePropertyListState() {
  const [params, setParams] = useSearchParams();
  const view = propertyViewName.safeParse(params.get('view')?.toUpperCase()).data ?? DEFAULT_PROPERTY_VIEW;
  const requestedSize = positive(params.get('rows'), PROPERTY_PAGE_SIZE);
  const state: PropertyPageParams = {
    view,
    page: positive(params.get('page'), 1),
    pageSize: PAGE_SIZES.includes(requestedSize) ? requestedSize : PROPERTY_PAGE_SIZE,
    sort: isSort(params.get('sort')) ? (params.get('sort') as PropertySort) : 'name',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    search: params.get('q')?.trim() ?? '',
  };

  /** Moves to another state; a new view, search or sort starts again from the first page. */
  const update = (changes: Partial<PropertyPageParams>, push = true) => {
    const next = { ...state, ...changes };
    if (changes.view !== undefined || changes.search !== undefined || changes.sort !== undefined) {
      next.page = changes.page ?? 1;
    }
    const defaults: Record<string, string> = {
      view: DEFAULT_PROPERTY_VIEW.toLowerCase(),
      page: '1',
      rows: String(PROPERTY_PAGE_SIZE),
      sort: 'name',
      order: 'asc',
      q: '',
    };
    const values: Record<string, string> = {
      view: next.view.toLowerCase(),
      page: String(next.page),
      rows: String(next.pageSize),
      sort: next.sort,
      order: next.order,
      q: next.search,
    };
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(values)) {
          if (value === defaults[key]) updated.delete(key);
          else updated.set(key, value);
        }
        return updated;
      },
      // Typing a search replaces the entry: back goes to the page before the search, not letter by letter.
      { replace: !push, preventScrollReset: true },
    );
  };
  return { state, update, pageSizes: PAGE_SIZES };
}
