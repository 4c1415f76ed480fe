import type {
  DataTablePageEvent,
  DataTableProps,
  DataTableSortEvent,
  DataTableValueArray,
} from 'primereact/datatable';

/**
 * Client-side paging for tables that can hold hundreds of rows (a portfolio of 1,000 properties):
 * only one page of rows is drawn, which keeps phones responsive. Sorting still orders every row
 * and footers still total them all. The paginator shows only when the rows are more than a first
 * page, and then stays whatever page size is chosen (so a larger one can be undone).
 */
export const tablePaging = (rowCount: number, pageSize: 10 | 25) =>
  ({
    paginator: true,
    rows: pageSize,
    rowsPerPageOptions: [10, 25, 50, 100],
    alwaysShowPaginator: rowCount > pageSize,
  }) satisfies Partial<DataTableProps<DataTableValueArray>>;

/** A table paged, sorted and searched on the server: its rows are the page shown. */
export interface LazyPaging<S extends string> {
  total: number;
  page: number;
  pageSize: number;
  pageSizes: number[];
  /** The paginator shows once the rows are more than a page of this size, and then stays. */
  defaultPageSize: number;
  sort: S;
  order: 'asc' | 'desc';
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  onSort: (sort: S, order: 'asc' | 'desc') => void;
}

/**
 * PrimeReact's lazy mode for a table paged and sorted by the server: `sortOfField` names the
 * server's sort of each sortable column (by the column's field).
 */
export function lazyTablePaging<S extends string>(
  lazy: LazyPaging<S>,
  sortOfField: Readonly<Record<string, S>>,
) {
  const fieldOfSort = Object.fromEntries(Object.entries(sortOfField).map(([field, sort]) => [sort, field]));
  return {
    lazy: true,
    paginator: true,
    totalRecords: lazy.total,
    first: (lazy.page - 1) * lazy.pageSize,
    rows: lazy.pageSize,
    rowsPerPageOptions: lazy.pageSizes,
    alwaysShowPaginator: lazy.total > lazy.defaultPageSize,
    loading: lazy.loading,
    sortField: fieldOfSort[lazy.sort],
    sortOrder: lazy.order === 'desc' ? -1 : 1,
    onPage: (event: DataTablePageEvent) => lazy.onPage(Math.floor(event.first / event.rows) + 1, event.rows),
    onSort: (event: DataTableSortEvent) =>
      lazy.onSort(sortOfField[event.sortField] ?? lazy.sort, event.sortOrder === -1 ? 'desc' : 'asc'),
  } satisfies Partial<DataTableProps<DataTableValueArray>>;
}
