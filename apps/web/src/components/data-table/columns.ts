import type { ReactNode } from 'react';

/** One column of a DataTable. */
export interface TableColumn<Row, S extends string = string> {
  /** Its header; on phones (stacked rows) each cell repeats it before its value. */
  header: ReactNode;
  body: (row: Row) => ReactNode;
  footer?: ReactNode;
  /** On its body and footer cells (the tables' styles size and align columns by it). */
  className?: string;
  /** The sort this column asks for when its header is pressed (sortable only with one). */
  sort?: S;
  /** What the browser sorts by when the table sorts its rows itself (no server paging). */
  sortValue?: (row: Row) => string | number | null;
  /** A hint shown over the header on hover and on keyboard focus. */
  headerTooltip?: string;
}

export type SortOrder = 'asc' | 'desc';

/** The order a sortable header asks for when pressed: its reverse if sorted by it, else ascending. */
export const nextOrder = (sortedBy: boolean, order: SortOrder): SortOrder =>
  sortedBy && order === 'asc' ? 'desc' : 'asc';
