import { type AnyColumn, Column, is, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** A LIKE pattern matching the text anywhere, its wildcards (`%`, `_`, `\`) taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * The order of a page (docs/domain.md "Lists a page at a time"): the chosen column, empty values
 * last in either direction, then the id in the same direction, so rows of equal value never move
 * between pages. A column that cannot be empty gets no NULLS clause, so that one index on
 * (entity, column, id) serves both directions (read forward or backward) and a page reads 50 rows.
 */
export function pageOrder(column: SQL | AnyColumn, order: 'asc' | 'desc', id: AnyColumn): SQL[] {
  const required = is(column, Column) && column.notNull;
  if (order === 'asc') return [sql`${column} asc nulls last`, sql`${id} asc`];
  return [required ? sql`${column} desc` : sql`${column} desc nulls last`, sql`${id} desc`];
}

/**
 * A page's window written into the statement: sent as parameters, the planner prices a plan made for
 * any values as reading every row and keeps planning each request anew (docs/performance.md
 * "Prepared statements"). Both are integers the query schema checked.
 */
export const pageWindowSql = (limit: number, offset: number): SQL =>
  sql.raw(`limit ${Math.trunc(limit)} offset ${Math.trunc(offset)}`);

/**
 * The condition that keeps a page's rows: `id` among the ids `ids` chooses (a select of ids in the
 * page's order), within the window. `= any(array(…))` has the ids found first and the rows read for
 * them alone; with `in (…)` the planner joined every row of the entity before keeping the page's.
 */
export const inPageOf = (
  id: AnyColumn,
  ids: SQLWrapper,
  { limit, offset }: { limit: number; offset: number },
) => sql`${id} = any(array(${ids} ${pageWindowSql(limit, offset)}))`;
