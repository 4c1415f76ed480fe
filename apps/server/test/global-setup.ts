import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { pgliteExtensions } from '../src/db/pglite-extensions';
import { adminQuery, databaseUrl, untilIdle } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    postgresTemplate: string;
  }
}

/** Migrates one template database per run; each test file then starts from a copy of it. */
export default async function setup(project: TestProject) {
  // Runs in the main process, where the project's env is not set: go by its name.
  if (project.name === 'server-postgres') {
    const template = `arrenda_tpl_${process.pid}`;
    await adminQuery(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${template}`);
    const database = await openDatabase({ url: databaseUrl(template), poolSize: 1 });
    await database.close();
    await untilIdle(template);
    project.provide('postgresTemplate', template);
    return () => adminQuery(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'arrenda-pglite-'));
  const client = new PGlite({ extensions: pgliteExtensions });
  await migrate(drizzle({ client }), { migrationsFolder: path.resolve(import.meta.dirname, '../drizzle') });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  return () => rm(dir, { recursive: true, force: true });
}
