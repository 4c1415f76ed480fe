import type { ReactNode } from 'react';

/** One column of a figure table. */
export interface FigureColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** An amount or a count: right-aligned, never wrapped. */
  figure?: boolean;
  /** The total row's cell. */
  footer?: ReactNode;
}

interface Props<Row> {
  /** The table's accessible name, also its scrolling box's. */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The first column heads its row (a month, a category, a line). */
  columns: readonly FigureColumn<Row>[];
  /** Below this width the table scrolls sideways inside its box instead of squeezing its columns. */
  minWidth?: string;
}

/**
 * A small table of figures, all its rows at once, with a total row when a column has a footer. On
 * a narrow screen it scrolls sideways inside its own box (docs/domain.md "Presentation"), which the
 * keyboard can reach and scroll.
 */
export function FigureTable<Row>({ label, rows, rowKey, columns, minWidth }: Props<Row>) {
  const hasFooter = columns.some((column) => column.footer !== undefined);
  const align = (column: FigureColumn<Row>) => (column.figure ? 'figure' : undefined);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by the keyboard (WCAG 2.1.1)
    <section className="tax-table-scroll" aria-label={label} tabIndex={0}>
      <table className="tax-table" aria-label={label} style={minWidth ? { minWidth } : undefined}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={align(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.header} scope="row" className={align(column)}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={align(column)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {hasFooter && (
          <tfoot>
            <tr>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.header} scope="row" className={align(column)}>
                    {column.footer}
                  </th>
                ) : (
                  <td key={column.header} className={align(column)}>
                    {column.footer}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </section>
  );
}
