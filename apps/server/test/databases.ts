import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';

/** The local PostgreSQL of this machine and CI (trust auth); overridable. */
export const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const databaseUrl = (name: string) => {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

export async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Waits until no session is connected to the database. pg's `pool.end()` resolves before its
 * sockets close; a `DROP ... WITH (FORCE)` would kill those sessions, whose FATAL 57P01 then surfaces
 * as an unhandled error, and a `CREATE DATABASE ... TEMPLATE` would find the template in use.
 */
export async function untilIdle(name: string) {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 200; attempt++) {
      const { rows } = await client.query<{ sessions: number }>(
        'SELECT count(*)::int AS sessions FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if (rows[0]?.sessions === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`database ${name} still has sessions`);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database for one test file, copied from the template that
 * global-setup.ts made: a PGlite dump, or a PostgreSQL template database.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') {
    const name = `arrenda_t_${randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    const database = await openDatabase({ url: databaseUrl(name), poolSize: 5 });
    return {
      ...database,
      async close() {
        await database.close();
        await untilIdle(name);
        await adminQuery(`DROP DATABASE ${name}`);
      },
    };
  }
  const dump = await readFile(inject('pgliteDump'));
  return openDatabase({ loadDataDir: new Blob([dump]) });
}
