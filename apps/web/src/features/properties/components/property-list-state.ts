import { DEFAULT_PROPERTY_VIEW, isPropertyView, PROPERTY_SORTS, type PropertySort } from '@arrenda/core';
import type { PropertyPageParams } from '@/features/properties/api/get-property-page';
import { type TableUrlOptions, tablePageState, useTableUrlState } from '@/lib/use-table-url-state';

export const PROPERTY_PAGE_SIZE = 25;

const TABLE: TableUrlOptions<PropertySort> = {
  sorts: PROPERTY_SORTS,
  defaultSort: 'name',
  defaultPageSize: PROPERTY_PAGE_SIZE,
};

const viewOf = (params: URLSearchParams) => {
  const view = params.get('view')?.toUpperCase();
  return isPropertyView(view) ? view : DEFAULT_PROPERTY_VIEW;
};

/** The page of the list a URL's keys ask for (the router starts its calls with it: router.tsx). */
export const propertyListState = (params: URLSearchParams): PropertyPageParams => ({
  view: viewOf(params),
  ...tablePageState(params, TABLE),
});

/**
 * The property list's state, kept in the URL (?view=houses&page=2&rows=50&sort=value&order=desc&q=rua)
 * so that back and forward, a reload and a shared link show the same page: the view here, the rest
 * as every table paged by the server keeps it (use-table-url-state.ts). A view the URL holds that is
 * no such view falls back to the default, which is left out of the URL.
 */
export function usePropertyListState() {
  const table = useTableUrlState(TABLE);
  const state: PropertyPageParams = { view: viewOf(table.params), ...table.state };

  /** Moves to another state; a new view, search or sort starts again from the first page. */
  const update = ({ view: nextView, ...changes }: Partial<PropertyPageParams>, push = true) =>
    table.update(changes, {
      push,
      others:
        nextView === undefined
          ? {}
          : { view: nextView === DEFAULT_PROPERTY_VIEW ? null : nextView.toLowerCase() },
    });
  return { state, update, paging: table.paging };
}
