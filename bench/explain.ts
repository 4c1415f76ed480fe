import pg from 'pg';
import { PLANNER_SETTINGS } from '../apps/server/src/db/client';
import { inProcessApp } from './in-process-app';
import type { Target } from './measure';

/**
 * PostgreSQL's auto_explain on every statement of the session, its plans sent to the client as
 * notices: what each statement a request runs did, with its buffers, as `EXPLAIN (ANALYZE, BUFFERS)`;
 * with the planner settings the app's connections take, so that the plans are the app's.
 */
const AUTO_EXPLAIN = [
  ...PLANNER_SETTINGS.map(([name, value]) => `-c ${name}=${value}`),
  '-c session_preload_libraries=auto_explain',
  '-c auto_explain.log_min_duration=0',
  '-c auto_explain.log_analyze=on',
  '-c auto_explain.log_buffers=on',
  '-c auto_explain.log_nested_statements=on',
  '-c auto_explain.log_level=notice',
].join(' ');

export interface Explained {
  ms: number;
  plan: string;
}

/**
 * The plans of the statements one read of `target` runs right after `write` (so that nothing of it
 * is a kept answer), slowest first: the app in this process on one connection (its queries one
 * after the other) with auto_explain on.
 */
export async function explainRoute(url: string, email: string, target: Target, write: Target) {
  const pool = new pg.Pool({ connectionString: url, max: 1, options: AUTO_EXPLAIN });
  const notices: string[] = [];
  pool.on('connect', (client) => client.on('notice', (notice) => notices.push(notice.message ?? '')));
  const { app, headers } = await inProcessApp(url, pool, email).catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  try {
    // A first read brings up to date what earlier writes marked (the loaded runs' payments): the
    // explained read then recomputes what this one payment marked, as a read after a write does.
    await app.inject({ method: 'GET', url: target.path, headers });
    const written = await app.inject({
      method: 'POST',
      url: write.path,
      headers,
      payload: write.body as object,
    });
    if (written.statusCode >= 400) throw new Error(`${write.name}: ${written.statusCode}`);
    notices.length = 0;
    const read = await app.inject({ method: 'GET', url: target.path, headers });
    if (read.statusCode >= 400) throw new Error(`${target.name}: ${read.statusCode}`);
    return notices
      .map(
        (message): Explained => ({
          ms: Number(/duration: ([\d.]+) ms/.exec(message)?.[1] ?? 0),
          plan: message,
        }),
      )
      .sort((a, b) => b.ms - a.ms);
  } finally {
    await app.close();
    await pool.end();
  }
}
