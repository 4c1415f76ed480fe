import { DEFAULT_PROPERTY_VIEW, PROPERTY_SORTS, propertyViewName } from '@arrenda/core';
import { useTableUrlState } from '../../../lib/use-table-url-state';
import type { PropertyPageParams } from '../api/get-property-page';

export const PROPERTY_PAGE_SIZE = 25;

/**
 * The property list's state, kept in the URL (?view=houses&page=2&rows=50&sort=value&order=desc&q=rua)
 * so that back and forward, a reload and a shared link show the same page: the view here, the rest
 * as every table paged by the server keeps it (use-table-url-state.ts). A view the URL holds that is
 * no such view falls back to the default, which is left out of the URL.
 */
export function usePropertyListState() {
  const table = useTableUrlState({
    sorts: PROPERTY_SORTS,
    defaultSort: 'name',
    defaultPageSize: PROPERTY_PAGE_SIZE,
  });
  const view =
    propertyViewName.safeParse(table.params.get('view')?.toUpperCase()).data ?? DEFAULT_PROPERTY_VIEW;
  const state: PropertyPageParams = { view, ...table.state };

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
