import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/pglite-extensions';
import { packFolder, runPgTool } from './archive';
import { type OpsSettings, pgliteDir } from './settings';

/** What an archive holds, written as manifest.json at its root. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** database/pglite.tar.gz (the embedded data folder) or database/postgres.dump (pg_dump custom format). */
  database: 'pglite' | 'postgres';
  /** Whether files/ holds the uploaded files (false when they live in a bucket). */
  files: boolean;
}

export const MANIFEST = 'manifest.json';
export const PGLITE_DUMP = 'database/pglite.tar.gz';
export const POSTGRES_DUMP = 'database/postgres.dump';
/** The generated JWT secret, when there is one: sessions and file links stay valid after a restore. */
export const SECRET = 'jwt-secret';

/** The archive's name, by its UTC time to the second: arrenda-backup-2026-05-01T10-20-30Z.tar.gz. */
export const archiveName = (at: Date) =>
  `arrenda-backup-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.tar.gz`;

/**
 * The embedded database belongs to one process: PGlite keeps postmaster.pid in its folder while it
 * is open, so a backup refuses to open it beside a running server (a stale file after a crash is
 * passed with `force`).
 */
async function dumpPglite(settings: OpsSettings, into: string, force: boolean) {
  const dir = pgliteDir(settings);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new Error(`no embedded database in ${dir}`);
  if (existsSync(path.join(dir, 'postmaster.pid')) && !force) {
    throw new Error(
      `the embedded database in ${dir} is open (postmaster.pid): stop the server first, or pass --force if it crashed`,
    );
  }
  const client = new PGlite({ dataDir: dir, extensions: pgliteExtensions });
  try {
    // A dump asked for before the database is up never resolves.
    await client.waitReady;
    const dump = await client.dumpDataDir('gzip');
    await writeFile(path.join(into, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

export interface BackupOptions {
  /** Folder the archive is written to (created when missing). */
  outDir: string;
  /** Open the embedded database even though it looks in use (after a crash). */
  force?: boolean;
  now?: Date;
}

/** Writes one dated archive of the database, the local files and the generated secret; returns its path. */
export async function backup(
  settings: OpsSettings,
  { outDir, force = false, now = new Date() }: BackupOptions,
) {
  const staging = await mkdtemp(path.join(tmpdir(), 'arrenda-backup-'));
  try {
    await mkdir(path.join(staging, 'database'));
    if (settings.databaseUrl) {
      await runPgTool(
        'pg_dump',
        ['--format=custom', '--no-owner', `--file=${path.join(staging, POSTGRES_DUMP)}`],
        settings.databaseUrl,
      );
    } else {
      await dumpPglite(settings, staging, force);
    }
    const hasFiles = settings.filesDir !== null;
    if (settings.filesDir !== null) {
      await mkdir(path.join(staging, 'files'));
      if (existsSync(settings.filesDir))
        await cp(settings.filesDir, path.join(staging, 'files'), { recursive: true });
    }
    const secret = path.join(settings.dataDir, SECRET);
    if (existsSync(secret)) await cp(secret, path.join(staging, SECRET));
    const manifest: BackupManifest = {
      format: 1,
      createdAt: now.toISOString(),
      database: settings.databaseUrl ? 'postgres' : 'pglite',
      files: hasFiles,
    };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(outDir, { recursive: true });
    const archive = path.join(path.resolve(outDir), archiveName(now));
    // Renamed once complete, so a backup that breaks off never leaves an archive that looks whole.
    await packFolder(staging, `${archive}.partial`);
    await rename(`${archive}.partial`, archive);
    return archive;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
