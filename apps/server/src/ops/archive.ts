import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Writes the folder's contents as a gzipped tar (the system's tar: GNU, BSD and busybox all take these flags). */
export async function packFolder(folder: string, archive: string) {
  await run('tar', ['-czf', archive, '-C', folder, '.']);
}

export async function unpackArchive(archive: string, folder: string) {
  await run('tar', ['-xzf', archive, '-C', folder]);
}

/** Runs a PostgreSQL client program; its password goes in the environment, not the visible arguments. */
export async function runPgTool(program: string, args: string[], databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  await run(program, [...args, `--dbname=${url.toString()}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    maxBuffer: 16 * 1024 * 1024,
  });
}
