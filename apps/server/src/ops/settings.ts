import path from 'node:path';

/**
 * What backup and restore work on, from the server's own variables (README "Configuration"): the
 * database (PostgreSQL at DATABASE_URL, or the embedded one in DATA_DIR/db) and the uploaded files
 * (DATA_DIR/files, unless they live in an S3 bucket, which the store's own tools back up).
 */
export interface OpsSettings {
  databaseUrl: string | undefined;
  dataDir: string;
  /** The local files folder; null when the files are in a bucket. */
  filesDir: string | null;
}

export function opsSettings(env: NodeJS.ProcessEnv = process.env): OpsSettings {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    filesDir: env.S3_BUCKET ? null : path.join(dataDir, 'files'),
  };
}

/** The embedded database's folder. */
export const pgliteDir = (settings: OpsSettings) => path.join(settings.dataDir, 'db');
