import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';

/** One round trip: the database answers. */
export const databaseAnswers = (db: Db) => db.execute(sql`select 1`);

/** The `created_at` of every migration drizzle's table records as applied, as text. */
export async function appliedMigrations(db: Db) {
  const rows = await queryRows<{ createdAt: string }>(
    db,
    sql`select created_at::text as "createdAt" from drizzle.__drizzle_migrations`,
  );
  return rows.map((row) => row.createdAt);
}
