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
 * What an edit did: `updated`, else why it changed no row: `stale` when the row is still there
 * (someone saved it since the form was filled), `missing` when it is not.
 */
export type EditResult = 'updated' | 'stale' | 'missing';

/**
 * The result of an edit that changed `changed` rows: `stale` when the row `where` names is still
 * in `table`, else `missing`.
 */
export async function editResult(
  reader: Reader,
  table: PgTable,
  where: SQL | undefined,
  changed: number,
): Promise<EditResult> {
  if (changed > 0) return 'updated';
  const stillThere = await reader.select({ one: sql`1` }).from(table).where(where);
  return stillThere.length > 0 ? 'stale' : 'missing';
}

/** The error of an edit that changed no row: 409 `stale`, else `missing`. */
export const refusedEdit = (result: Exclude<EditResult, 'updated'>, missing: AppError) =>
  result === 'stale' ? conflict('server.staleEdit', { stale: true }) : missing;
