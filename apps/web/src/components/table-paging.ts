import type { DataTableProps, DataTableValueArray } from 'primereact/datatable';

/**
 * Client-side paging for tables that can hold hundreds of rows (a portfolio of 1,000 properties):
 * only one page of rows is drawn, which keeps phones responsive. Sorting still orders every row
 * and footers still total them all; the paginator shows only when there is more than one page.
 */
export const TABLE_PAGING = {
  paginator: true,
  rows: 25,
  rowsPerPageOptions: [25, 50, 100],
  alwaysShowPaginator: false,
} satisfies Partial<DataTableProps<DataTableValueArray>>;
