import { Tooltip } from 'primereact/tooltip';
import { type KeyboardEvent, useState } from 'react';
import type { SortOrder, TableColumn } from './columns';

const SORT_ICONS: Record<SortOrder | 'none', string> = {
  none: 'pi pi-sort-alt',
  asc: 'pi pi-sort-amount-up-alt',
  desc: 'pi pi-sort-amount-down',
};

interface Props<Row, S extends string> {
  column: TableColumn<Row, S>;
  /** How the table is sorted by this column; null when it is not sortable. */
  sorted: SortOrder | 'none' | null;
  onSort: () => void;
}

/** A column header: pressed (click, Enter or Space) it sorts the table by its column. */
export function HeaderCell<Row, S extends string>({ column, sorted, onSort }: Props<Row, S>) {
  // The tooltip's target: the cell, once drawn.
  const [cell, setCell] = useState<HTMLTableCellElement | null>(null);
  const sortable = sorted !== null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSort();
  };
  // As in PrimeReact's DataTable, the column's class is on its body and footer cells, not its header.
  const classes = [sortable && 'p-sortable-column', sortable && sorted !== 'none' && 'p-highlight']
    .filter(Boolean)
    .join(' ');
  return (
    <th
      ref={setCell}
      className={classes || undefined}
      {...(sortable && {
        tabIndex: 0,
        'aria-sort': sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none',
        onClick: onSort,
        onKeyDown,
      })}
    >
      <div className="p-column-header-content">
        <span className="p-column-title">{column.header}</span>
        {sortable && (
          <span className="p-sortable-column-icon">
            <i className={SORT_ICONS[sorted]} aria-hidden="true" />
          </span>
        )}
      </div>
      {column.headerTooltip && cell && (
        <Tooltip target={cell} content={column.headerTooltip} position="top" event="both" />
      )}
    </th>
  );
}
