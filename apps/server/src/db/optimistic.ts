import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type AppError, conflict } from '../errors';
import type { Reader } from './client';

/**
 * The row an edit may change: the one `where` names, still at the version the form was filled
 * from when the client sends it (optimistic locking, docs/domain.md).
 */
export const asEdited = (where: SQL | undefined, versionColumn: PgColumn, version: number | undefined) =>
  version === undefined ? where : and(where, eq(versionColumn, version));

/**
 * The error of an edit that changed no row: 409 `stale` when the row `where` names is still in
 * `table` (someone saved it since the form was filled), else `missing`.
 */
export async function missingOrStale(
  reader: Reader,
  table: PgTable,
  where: SQL | undefined,
  missing: AppError,
) {
  const stillThere = await reader.select({ one: sql`1` }).from(table).where(where);
  return stillThere.length > 0 ? conflict('server.staleEdit', { stale: true }) : missing;
}
