import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { adminQuery, databaseUrl, untilIdle } from '../../test/databases';
import { type Database, openDatabase } from './client';

// Instances that start at once on a fresh PostgreSQL database; PGlite is one process's only.
describe.runIf(process.env.TEST_DB === 'postgres')('migrations at start', () => {
  const name = `arrenda_lock_${randomBytes(6).toString('hex')}`;
  afterAll(async () => {
    await untilIdle(name);
    await adminQuery(`DROP DATABASE IF EXISTS ${name}`);
  });

  it('run once when several instances open a fresh database at the same time', async () => {
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = databaseUrl(name);
    const opened = await Promise.allSettled(
      Array.from({ length: 4 }, () => openDatabase({ url, poolSize: 2 })),
    );
    const databases = opened.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    await Promise.all(databases.map((database: Database) => database.close()));
    expect(opened.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
    ]);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ hash: string; count: number }>(
        'SELECT hash, count(*)::int AS count FROM drizzle.__drizzle_migrations GROUP BY hash',
      );
      expect(rows.length).toBeGreaterThan(10);
      expect(rows.every((row) => row.count === 1)).toBe(true);
    } finally {
      await client.end();
    }
  });
});
