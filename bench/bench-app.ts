import path from 'node:path';
import pg from 'pg';
import { BENCH_PASSWORD } from './seed';
import { POSTGRES_NODE_OPTIONS, startServerProcess } from './server-process';

const root = path.resolve(import.meta.dirname, '..');

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const BENCH_DATABASE = 'arrenda_bench';

/** The bench database's URL, created on the PostgreSQL server when missing. */
export async function ensureDatabase() {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [BENCH_DATABASE]);
  if (rows.length === 0) await client.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  await client.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${BENCH_DATABASE}`;
  return url.toString();
}

/** The environment the bench runs the app in, on the bench database at `url`. */
export const benchAppEnv = (url: string) => ({
  DATABASE_URL: url,
  DATA_DIR: path.join(root, 'bench/.data'),
  NODE_ENV: 'production',
  RATE_LIMIT_SCALE: '1000',
  // The app restarts for each route: the jobs an instance runs when it starts (automatic rents,
  // reminders over the whole portfolio) would run during the measure. They are measured apart.
  JOBS: 'off',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
});

/** The app as in production (main.ts), in a process of its own, on the bench database. */
export const startBenchApp = (url: string, port: number) =>
  startServerProcess(
    'apps/server/src/main.ts',
    root,
    port,
    benchAppEnv(url),
    '/api/config',
    POSTGRES_NODE_OPTIONS,
  );

/** Signs the bench user in: the login's answer (token, expiry, user). */
export async function signIn(baseUrl: string, email: string) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login: ${response.status}`);
  return (await response.json()) as { accessToken: string; expiresAt: string; user: unknown };
}

/** The bench user's bearer header. */
export async function login(baseUrl: string, email: string) {
  const { accessToken } = await signIn(baseUrl, email);
  return { authorization: `Bearer ${accessToken}` };
}

/** A JSON POST as the bench user (`headers` from `login`): the bench's payments. */
export const postJson = (url: string, headers: Record<string, string>, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
