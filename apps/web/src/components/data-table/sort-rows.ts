import type { SortOrder } from './columns';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The rows ordered by a value in the browser (a table that holds all its rows): numbers by size,
 * texts as a reader would order them, empty values last either way.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  value: (row: Row) => string | number | null,
  order: SortOrder,
): Row[] {
  const sign = order === 'asc' ? 1 : -1;
  return rows
    .map((row) => ({ row, key: value(row) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) return a.key === b.key ? 0 : a.key === null ? 1 : -1;
      const byValue =
        typeof a.key === 'number' && typeof b.key === 'number'
          ? a.key - b.key
          : collator.compare(String(a.key), String(b.key));
      return sign * byValue;
    })
    .map(({ row }) => row);
}
