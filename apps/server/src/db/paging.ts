import { type AnyColumn, asc, type SQL, sql } from 'drizzle-orm';

/** A LIKE pattern matching the text anywhere, its wildcards (`%`, `_`, `\`) taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * The order of a page (docs/domain.md "Lists a page at a time"): the chosen column, empty values
 * last in either direction, then the id, so rows of equal value never move between pages.
 */
export const pageOrder = (column: SQL | AnyColumn, order: 'asc' | 'desc', id: AnyColumn): SQL[] => [
  order === 'desc' ? sql`${column} desc nulls last` : sql`${column} asc nulls last`,
  asc(id),
];
