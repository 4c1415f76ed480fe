import pg from 'pg';
import { openDatabase, PLANNER_SETTINGS } from '../apps/server/src/db/client';
import { ensureDatabase } from './bench-app';
import { inProcessApp } from './in-process-app';
import { routeArgs } from './route-args';
import { benchEmail, seedPortfolio } from './seed';
import { targets } from './targets';

/**
 * What each statement of one bench read costs through the driver: `npm run bench:statements --
 * <scale> <part of the route's name>` records the statements the read runs with their parameters,
 * then runs each, one after the other on one connection, as a prepared statement on its generic
 * plan with the app's planner settings (docs/performance.md "Prepared statements"), and prints the
 * median time of a run, the driver's reading of the rows included. Far steadier than a loaded run
 * on a noisy machine: what to compare before and after changing a statement (the plans are
 * bench:explain's).
 */
const RUNS = 200;
const WARM_UP = 10;

const PLANNER_OPTIONS = PLANNER_SETTINGS.map(([name, value]) => `-c ${name}=${value}`).join(' ');

interface Recorded {
  text: string;
  values: unknown[];
}

/** A statement that only reads: a page read after a refresh writes nothing, but a stale one may. */
const readsOnly = (text: string) => /^\s*(select|with)\b/i.test(text) && !/\bkeep_\w+\(/i.test(text);

/** The parameterised statements a query call sends, in either of the driver's call forms. */
function recorded(config: unknown, values: unknown): Recorded | undefined {
  const statement = typeof config === 'string' ? { text: config } : (config as Partial<Recorded> | null);
  const params = statement?.values ?? (Array.isArray(values) ? values : []);
  if (typeof statement?.text !== 'string' || !readsOnly(statement.text)) return undefined;
  return { text: statement.text, values: params };
}

/** The read statements one read of the route runs, after a first read brought its kept rows up to date. */
async function recordRead(url: string, email: string, path: string): Promise<Recorded[]> {
  const pool = new pg.Pool({ connectionString: url, max: 1, options: PLANNER_OPTIONS });
  const statements: Recorded[] = [];
  let recording = false;
  pool.on('connect', (client) => {
    const send = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, ...rest: unknown[]) => {
      const statement = recording ? recorded(config, rest[0]) : undefined;
      if (statement) statements.push(statement);
      return send(config, ...rest);
    }) as typeof client.query;
  });
  const { app, headers } = await inProcessApp(url, pool, email).catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  try {
    await app.inject({ method: 'GET', url: path, headers });
    recording = true;
    const read = await app.inject({ method: 'GET', url: path, headers });
    if (read.statusCode >= 400) throw new Error(`${path}: ${read.statusCode}`);
    return statements;
  } finally {
    await app.close();
    await pool.end();
  }
}

/** The median ms of RUNS runs of the statement, prepared under `name`, after WARM_UP runs. */
async function medianMs(client: pg.Client, name: string, statement: Recorded): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const started = process.hrtime.bigint();
    await client.query({ name, text: statement.text, values: statement.values });
    if (run >= WARM_UP) times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

async function main() {
  const { scale, wanted } = routeArgs();
  const url = await ensureDatabase();
  const database = await openDatabase({ url });
  let path: string;
  try {
    const target = targets(await seedPortfolio(database.db, scale)).find(
      (t) => !t.method && t.name.toLowerCase().includes(wanted),
    );
    if (!target) throw new Error(`no read named like "${wanted}"`);
    path = target.path;
    console.log(`${target.name} at ${scale}×`);
  } finally {
    await database.close();
  }
  const statements = await recordRead(url, benchEmail(scale), path);
  const client = new pg.Client({ connectionString: url, options: PLANNER_OPTIONS });
  await client.connect();
  try {
    for (const [index, statement] of statements.entries()) {
      const ms = await medianMs(client, `timed_${index}`, statement);
      const start = statement.text.replace(/\s+/g, ' ').slice(0, 100);
      console.log(`${ms.toFixed(3).padStart(8)} ms  ${start}`);
    }
  } finally {
    await client.end();
  }
}

await main();
