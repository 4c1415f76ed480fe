import { type KeyboardEvent, type MouseEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import { Paginator } from '@/components/paginator/paginator';
import { onListKey } from '@/lib/list-keys';
import { PAGE_SIZES } from '@/lib/use-table-url-state';
import { nextOrder, type SortOrder, type TableColumn } from './columns';
import { HeaderCell } from './header-cell';
import type { LazyPaging } from './lazy-paging';
import { sortRows } from './sort-rows';
import './data-table.css';

/** A table holding all its rows: the browser sorts them, and pages them from `pageSize` rows on. */
export interface BrowserPaging {
  pageSize: 10 | 25;
}

interface Props<Row, S extends string> {
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  columns: readonly TableColumn<Row, S>[];
  /** The table's accessible name. */
  label: string;
  emptyMessage: ReactNode;
  /** Paged and sorted by the server; by the browser (`BrowserPaging`) or not at all otherwise. */
  paging?: LazyPaging<S> | BrowserPaging;
  /** Opens a row (click, Enter or Space on it; the arrow keys move between rows). */
  onRowOpen?: (row: Row) => void;
  /** Rows stacked on phones, each cell titled by its column (the table's styles lay it out). */
  stack?: boolean;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: string;
  loading?: boolean;
  className?: string;
}

const isLazy = <S extends string>(
  paging: LazyPaging<S> | BrowserPaging | undefined,
): paging is LazyPaging<S> => paging !== undefined && 'onPage' in paging;

/** Whether a click landed on a control of its own (a link, a button) rather than on the row. */
const onControl = (event: MouseEvent) =>
  event.target instanceof Element && event.target.closest('a, button, input, select, textarea') !== null;

/**
 * The app's data table: a plain HTML table with sortable headers, a footer, a paginator, a
 * loading overlay and rows that open, in PrimeReact's DataTable markup and class names so that
 * the theme and the tables' own styles apply. It draws far less than PrimeReact's DataTable, whose
 * per-cell option merging held a phone's main thread for most of a list page's drawing
 * (docs/performance.md).
 */
export function DataTable<Row, S extends string>({
  rows,
  rowKey,
  columns,
  label,
  emptyMessage,
  paging,
  onRowOpen,
  stack = false,
  minWidth,
  loading = false,
  className,
}: Props<Row, S>) {
  const lazy = isLazy(paging) ? paging : null;
  const browserPageSize = paging && !isLazy(paging) ? paging.pageSize : null;
  const [browserSort, setBrowserSort] = useState<{ sort: S; order: SortOrder } | null>(null);
  const [browserPage, setBrowserPage] = useState({ first: 0, rows: browserPageSize ?? 0 });
  const [focused, setFocused] = useState(0);
  const body = useRef<HTMLTableSectionElement>(null);

  const sorting = lazy ? { sort: lazy.sort, order: lazy.order } : browserSort;
  const sortedRows = useMemo(() => {
    if (lazy || !browserSort) return rows;
    const value = columns.find((column) => column.sort === browserSort.sort)?.sortValue;
    return value ? sortRows(rows, value, browserSort.order) : rows;
  }, [lazy, browserSort, rows, columns]);
  // A page past the last (rows gone since it was chosen) shows the last page.
  const lastFirst = Math.max(
    0,
    Math.floor((sortedRows.length - 1) / (browserPage.rows || 1)) * browserPage.rows,
  );
  const first = Math.min(browserPage.first, lastFirst);
  const shown = browserPageSize === null ? sortedRows : sortedRows.slice(first, first + browserPage.rows);

  const sortBy = (sort: S) => {
    const order = nextOrder(sorting?.sort === sort, sorting?.order ?? 'asc');
    if (lazy) lazy.onSort(sort, order);
    else {
      setBrowserSort({ sort, order });
      setBrowserPage((page) => ({ ...page, first: 0 }));
    }
  };

  const focusRow = (index: number) => {
    setFocused(index);
    (body.current?.rows[index] as HTMLElement | undefined)?.focus();
  };
  const onRowKeyDown = (event: KeyboardEvent, row: Row, index: number) => {
    if (event.target !== event.currentTarget) return;
    onListKey(event, {
      index,
      count: shown.length,
      axis: 'vertical',
      focus: focusRow,
      open: () => onRowOpen?.(row),
    });
  };

  const hasFooter = columns.some((column) => column.footer !== undefined);
  const classes = [
    'p-datatable p-component p-datatable-sm p-datatable-striped',
    onRowOpen && 'p-datatable-hoverable-rows p-datatable-selectable',
    stack && 'p-datatable-responsive-stack',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const total = lazy ? lazy.total : rows.length;

  return (
    <div className={classes}>
      {(loading || lazy?.loading) && (
        <div className="p-datatable-loading-overlay p-component-overlay">
          <i className="pi pi-spinner pi-spin p-datatable-loading-icon" aria-hidden="true" />
        </div>
      )}
      <div className="p-datatable-wrapper">
        <table className="p-datatable-table" aria-label={label} style={minWidth ? { minWidth } : undefined}>
          <thead className="p-datatable-thead">
            <tr>
              {columns.map((column, index) => (
                <HeaderCell
                  // Columns are fixed for a table: their place is their identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  key={index}
                  column={column}
                  sorted={
                    column.sort === undefined ? null : sorting?.sort === column.sort ? sorting.order : 'none'
                  }
                  onSort={() => column.sort !== undefined && sortBy(column.sort)}
                />
              ))}
            </tr>
          </thead>
          <tbody className="p-datatable-tbody" ref={body}>
            {shown.length === 0 ? (
              <tr className="p-datatable-emptymessage">
                <td colSpan={columns.length}>{emptyMessage}</td>
              </tr>
            ) : (
              shown.map((row, index) => (
                <tr
                  key={rowKey(row)}
                  className={
                    [index % 2 === 1 && 'p-row-odd', onRowOpen && 'p-selectable-row']
                      .filter(Boolean)
                      .join(' ') || undefined
                  }
                  {...(onRowOpen && {
                    tabIndex: index === Math.min(focused, shown.length - 1) ? 0 : -1,
                    onClick: (event: MouseEvent) => !onControl(event) && onRowOpen(row),
                    onKeyDown: (event: KeyboardEvent) => onRowKeyDown(event, row, index),
                    onFocus: () => setFocused(index),
                  })}
                >
                  {columns.map((column, cell) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed, as above
                    <td key={cell} className={column.className}>
                      {stack && <span className="p-column-title">{column.header}</span>}
                      {column.body(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
          {hasFooter && (
            <tfoot className="p-datatable-tfoot">
              <tr>
                {columns.map((column, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed, as above
                  <td key={index} className={column.className}>
                    {column.footer}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {(lazy || browserPageSize !== null) && (
        <Paginator
          className="p-paginator-bottom"
          first={lazy ? (lazy.page - 1) * lazy.pageSize : first}
          rows={lazy ? lazy.pageSize : browserPage.rows}
          totalRecords={total}
          rowsPerPageOptions={lazy ? lazy.pageSizes : PAGE_SIZES}
          alwaysShow={total > (lazy ? lazy.defaultPageSize : (browserPageSize ?? 0))}
          onPageChange={(event) =>
            lazy
              ? lazy.onPage(Math.floor(event.first / event.rows) + 1, event.rows)
              : setBrowserPage({ first: event.first, rows: event.rows })
          }
        />
      )}
    </div>
  );
}
