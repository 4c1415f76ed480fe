import pg from 'pg';
import { inProcessApp } from './in-process-app';
import type { Target } from './measure';

interface Statement {
  text: string;
  values: unknown[];
}

type QueryArgument = string | { text?: string; values?: unknown[] };

/**
 * The statements one read of `target` sends to PostgreSQL, in order, with their parameters: the app
 * in this process on a pool whose clients record what they are asked. The read runs twice and the
 * second is kept (the steady state a loaded run reads in).
 */
async function statementsOf(url: string, email: string, target: Target): Promise<Statement[]> {
  const pool = new pg.Pool({ connectionString: url, max: 4, options: '-c jit=off' });
  const seen: Statement[] = [];
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    Object.assign(client, {
      query: (first: QueryArgument, ...rest: unknown[]) => {
        const text = typeof first === 'string' ? first : first.text;
        // drizzle passes its parameters beside the query's config, node-postgres's pool inside it.
        const values = typeof first === 'string' ? rest[0] : (first.values ?? rest[0]);
        if (text) seen.push({ text, values: Array.isArray(values) ? values : [] });
        return query(first, ...rest);
      },
    });
  });
  const { app, headers } = await inProcessApp(url, pool, email).catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  try {
    await app.inject({ method: 'GET', url: target.path, headers });
    seen.length = 0;
    const read = await app.inject({ method: 'GET', url: target.path, headers });
    if (read.statusCode >= 400) throw new Error(`${target.name}: ${read.statusCode}`);
    return [...seen];
  } finally {
    await app.close();
    await pool.end();
  }
}

/**
 * The ceiling the database sets for a read: its statements sent straight through the driver
 * (node-postgres), `connections` clients each repeating the whole sequence for `seconds`, as
 * sequences per second. The app's requests/s over this is what the app adds above PostgreSQL.
 */
export async function driverCeiling(
  url: string,
  email: string,
  target: Target,
  { seconds, connections }: { seconds: number; connections: number },
) {
  const statements = await statementsOf(url, email, target);
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = new pg.Client({ connectionString: url, options: '-c jit=off' });
      await client.connect();
      return client;
    }),
  );
  try {
    const until = Date.now() + seconds * 1000;
    const done = await Promise.all(
      clients.map(async (client) => {
        let sequences = 0;
        while (Date.now() < until) {
          for (const statement of statements) await client.query(statement.text, statement.values);
          sequences++;
        }
        return sequences;
      }),
    );
    return {
      statements: statements.length,
      perSecond: Math.round(done.reduce((a, b) => a + b, 0) / seconds),
    };
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}
