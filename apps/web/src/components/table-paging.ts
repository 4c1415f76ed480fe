import type { DataTableProps, DataTableValueArray } from 'primereact/datatable';

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
