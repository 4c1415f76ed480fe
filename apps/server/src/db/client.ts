import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverDir } from '../server-dir';
import { pgliteExtensions } from './pglite-extensions';
import { prepareStatementsOn } from './prepared-statements';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a query runs on: the database, or a transaction under way. */
export type Reader = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.join(serverDir, 'drizzle');

/** The advisory lock that serializes migrations between instances starting at once (any fixed number). */
export const MIGRATION_LOCK_KEY = 7_262_013_001;

/**
 * Applies the pending migrations under a session-level advisory lock held on a connection of its own:
 * instances that start together migrate one after the other, and the later ones find nothing to do.
 */
async function migrateLocked(url: string, db: Parameters<typeof migratePostgres>[0]) {
  // Outside the pool, which may have a single connection (the migration needs one of its own).
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePostgres(db, { migrationsFolder });
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await lock.end();
  }
}

export interface OpenOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; when absent (and no url), an in-memory PGlite. */
  dataDir?: string | undefined;
  /** PGlite data dump to start from (tests start from an already migrated dump). */
  loadDataDir?: Blob | File | undefined;
  poolSize?: number;
}

/** Opens the database and applies pending migrations. */
const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * The planner settings of every connection (docs/performance.md "Planner settings"). The JIT pays off
 * on long analytical scans, not on these short queries: on the recursive property tree it cost 80 of
 * 97 ms. A random page read costs about a sequential one when the data is cached or on SSD (1.1, not
 * the spinning disk's 4): with 4 the planner scans a few thousand tenants through ILIKE rather than
 * use the search's trigram indexes, 25 times slower. Every prepared statement runs on its generic
 * plan: the statements are written for one (docs/performance.md "Prepared statements"), and left to
 * choose, PostgreSQL kept planning the property list and searches anew on every request because the
 * plan made for the values looked cheaper than the generic one.
 */
export const PLANNER_SETTINGS = [
  ['jit', 'off'],
  ['random_page_cost', '1.1'],
  ['plan_cache_mode', 'force_generic_plan'],
] as const;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      options: PLANNER_SETTINGS.map(([name, value]) => `-c ${name}=${value}`).join(' '),
    });
    pool.on('connect', prepareStatementsOn);
    const db = drizzlePostgres({ client: pool, schema });
    await migrateLocked(options.url, db).catch(async (error: unknown) => {
      await pool.end();
      throw error;
    });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const client = new PGlite({
    extensions: pgliteExtensions,
    // A smaller buffer pool than PostgreSQL's 128 MB: the embedded database is one process's, and
    // the operating system caches its files as well (docs/operations.md, memory).
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
      ...PLANNER_SETTINGS.flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
