import type { MessageKey } from '@arrenda/core';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { conflict, notFound } from '../errors';

/**
 * The row an edit may change: the one `where` names, still at the version the form was filled
 * from when the client sends it (optimistic locking, DOMAIN.md).
 */
export const asEdited = (where: SQL | undefined, versionColumn: PgColumn, version: number | undefined) =>
  version === undefined ? where : and(where, eq(versionColumn, version));

/**
 * The error of an edit that changed no row: 409 `stale` when the row is still there (someone saved
 * it since the form was filled), else 404.
 */
export async function missingOrStale(stillThere: Promise<unknown[]>, notFoundKey: MessageKey) {
  return (await stillThere).length > 0
    ? conflict('server.staleEdit', { stale: true })
    : notFound(notFoundKey);
}
