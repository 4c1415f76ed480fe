import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/harness';
import { buildApp } from '../app';
import { queryRows } from '../db/raw';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const probe = (app: TestServer['app'], url: string) => app.inject({ method: 'GET', url });

const allOk = {
  status: 'ok',
  checks: [
    { name: 'database', status: 'ok' },
    { name: 'migrations', status: 'ok' },
    { name: 'storage', status: 'ok' },
  ],
};

describe('GET /api/health', () => {
  it('answers 200 { status: ok } without a token, never stored by a cache', async () => {
    const response = await probe(server.app, '/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/ready', () => {
  it('answers 200 listing each check when the database, its migrations and the storage are ready', async () => {
    const response = await probe(server.app, '/api/ready');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(allOk);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is not rate limited: many probes in a row all answer', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 30 }, () => probe(server.app, '/api/ready').then((r) => r.statusCode)),
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it('answers 503 while a migration of this build is not applied, and 200 again once it is', async () => {
    const { db } = server.app.ctx;
    const [last] = await queryRows<{ id: number; hash: string; created_at: string }>(
      db,
      sql`select id, hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    if (!last) throw new Error('no migrations applied');
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      const response = await probe(server.app, '/api/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'fail',
        checks: [
          { name: 'database', status: 'ok' },
          { name: 'migrations', status: 'fail' },
          { name: 'storage', status: 'ok' },
        ],
      });
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at}::bigint)`,
      );
    }
    expect((await probe(server.app, '/api/ready')).statusCode).toBe(200);
  });

  it('answers 503 when the file storage cannot take files', async () => {
    const blocker = path.join(server.config.dataDir, 'a-file');
    await writeFile(blocker, 'not a folder');
    const broken = await startTestServer({ storage: { driver: 'local', dir: path.join(blocker, 'files') } });
    try {
      const response = await probe(broken.app, '/api/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'fail',
        checks: [
          { name: 'database', status: 'ok' },
          { name: 'migrations', status: 'ok' },
          { name: 'storage', status: 'fail' },
        ],
      });
      // Liveness does not depend on the others: the process still answers.
      expect((await probe(broken.app, '/api/health')).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });

  it('answers 503 when the database does not answer, and liveness still 200', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ config: server.config, db: database.db, webDir: null });
    await app.ready();
    try {
      expect((await probe(app, '/api/ready')).statusCode).toBe(200);
      await database.close();
      const response = await probe(app, '/api/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'fail',
        checks: [
          { name: 'database', status: 'fail' },
          { name: 'migrations', status: 'fail' },
          { name: 'storage', status: 'ok' },
        ],
      });
      expect((await probe(app, '/api/health')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
