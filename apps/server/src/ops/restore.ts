import { existsSync } from 'node:fs';
import { chmod, copyFile, cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteExtensions } from '../db/pglite-extensions';
import { runPgTool, unpackArchive } from './archive';
import { type BackupManifest, MANIFEST, PGLITE_DUMP, POSTGRES_DUMP, SECRET } from './backup';
import { type OpsSettings, pgliteDir } from './settings';

/** Refused restores: the message says what holds data already. */
export class RestoreRefused extends Error {}

const isEmptyFolder = async (folder: string) => !existsSync(folder) || (await readdir(folder)).length === 0;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Tables of the app (or anything else) in the target database. */
const userTables = (url: string) =>
  withClient(url, async (client) => {
    const { rows } = await client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    );
    return rows[0]?.count ?? 0;
  });

/** What the restore would overwrite: a description of each non-empty target. */
async function occupiedTargets(settings: OpsSettings, manifest: BackupManifest) {
  const occupied: string[] = [];
  if (manifest.database === 'postgres') {
    if (!settings.databaseUrl)
      throw new RestoreRefused('the archive holds a PostgreSQL dump: set DATABASE_URL');
    if ((await userTables(settings.databaseUrl)) > 0)
      occupied.push('the database at DATABASE_URL has tables');
  } else {
    if (settings.databaseUrl)
      throw new RestoreRefused('the archive holds an embedded database: unset DATABASE_URL');
    if (!(await isEmptyFolder(pgliteDir(settings)))) occupied.push(`${pgliteDir(settings)} is not empty`);
  }
  if (manifest.files && settings.filesDir && !(await isEmptyFolder(settings.filesDir))) {
    occupied.push(`${settings.filesDir} is not empty`);
  }
  return occupied;
}

async function restorePostgres(url: string, dump: string) {
  // An exact copy: what the target held goes first (only reached with --force when it held anything).
  await withClient(url, (client) =>
    client.query('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public'),
  );
  await runPgTool('pg_restore', ['--no-owner', '--exit-on-error', '--single-transaction', dump], url);
}

async function restorePglite(settings: OpsSettings, dump: string) {
  const dir = pgliteDir(settings);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const client = new PGlite({
    dataDir: dir,
    loadDataDir: new Blob([await readFile(dump)]),
    extensions: pgliteExtensions,
  });
  await client.waitReady;
  await client.close();
}

export interface RestoreOptions {
  /** Overwrite a database or files folder that holds data. */
  force?: boolean;
}

/**
 * Puts an archive written by `backup` back: the database (into DATABASE_URL or DATA_DIR/db, as the
 * archive was taken), the local files and the generated secret. Refuses a target that holds data
 * unless `force`. Run it with the server stopped.
 */
export async function restore(
  settings: OpsSettings,
  archive: string,
  { force = false }: RestoreOptions = {},
) {
  const staging = await mkdtemp(path.join(tmpdir(), 'arrenda-restore-'));
  try {
    await unpackArchive(archive, staging);
    const manifest = JSON.parse(await readFile(path.join(staging, MANIFEST), 'utf8')) as BackupManifest;
    if (manifest.format !== 1) throw new RestoreRefused(`unknown archive format ${String(manifest.format)}`);
    const occupied = await occupiedTargets(settings, manifest);
    if (occupied.length > 0 && !force) {
      throw new RestoreRefused(`${occupied.join('; ')}: pass --force to overwrite`);
    }
    if (manifest.database === 'postgres' && settings.databaseUrl) {
      await restorePostgres(settings.databaseUrl, path.join(staging, POSTGRES_DUMP));
    } else {
      await restorePglite(settings, path.join(staging, PGLITE_DUMP));
    }
    if (manifest.files && settings.filesDir) {
      await rm(settings.filesDir, { recursive: true, force: true });
      await cp(path.join(staging, 'files'), settings.filesDir, { recursive: true });
    }
    if (existsSync(path.join(staging, SECRET))) {
      await mkdir(settings.dataDir, { recursive: true });
      await copyFile(path.join(staging, SECRET), path.join(settings.dataDir, SECRET));
      await chmod(path.join(settings.dataDir, SECRET), 0o600);
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
