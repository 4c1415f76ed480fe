import { type SQL, sql } from 'drizzle-orm';
import type { Reader } from './client';

/**
 * The rows of a raw SQL query (recursive CTEs drizzle's builder cannot express). Both drivers
 * answer `{ rows }`; the row type is the caller's promise about the select list.
 */
export async function queryRows<Row>(db: Reader, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}

/** Ids as one int[] parameter (`column = any(${intArray(ids)})`): one placeholder, however many ids. */
export const intArray = (ids: readonly number[]): SQL => sql`${`{${ids.join(',')}}`}::int[]`;
