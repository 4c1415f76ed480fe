import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Db } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';
import { benchAppEnv } from './bench-app';
import { BENCH_PASSWORD } from './seed';

/**
 * The app in this process on `pool` (a pool the caller watches: its plans, its statements), signed
 * in as the bench user `email`; requests go through `inject`. The caller closes it, then the pool.
 */
export async function inProcessApp(url: string, pool: pg.Pool, email: string) {
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  const app = await buildApp({ config: loadConfig(benchAppEnv(url)), db, webDir: null });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: BENCH_PASSWORD },
    });
    if (login.statusCode >= 400) throw new Error(`login: ${login.statusCode}`);
    const headers = { authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}` };
    return { app, headers };
  } catch (error) {
    await app.close();
    throw error;
  }
}
