import { createHash } from 'node:crypto';
import type pg from 'pg';

/** The statements a connection keeps prepared at most: lists of ids of varying length give new texts. */
export const MAX_PREPARED = 500;

interface QueryConfig {
  text: string;
  values?: unknown[];
  name?: string;
}

/** The statement as a config to name, when it has parameters (in it or beside it) and no name yet. */
function nameable(config: unknown, values: unknown): QueryConfig | undefined {
  const statement = typeof config === 'string' ? { text: config } : (config as QueryConfig | null);
  if (typeof statement?.text !== 'string' || statement.name !== undefined) return undefined;
  const count = statement.values?.length ?? (Array.isArray(values) ? values.length : 0);
  return count > 0 ? statement : undefined;
}

/**
 * Has a pooled connection prepare each parameterised statement once, named by a hash of its text,
 * and run it by that name afterwards: PostgreSQL parses and plans it once per connection instead of
 * on every request (docs/performance.md "Prepared statements").
 */
export function prepareStatementsOn(client: pg.PoolClient) {
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  const names = new Set<string>();
  const query = (config: unknown, ...rest: unknown[]) => {
    const statement = nameable(config, rest[0]);
    if (!statement) return send(config, ...rest);
    const name = `s${createHash('sha1').update(statement.text).digest('hex').slice(0, 24)}`;
    if (!names.has(name)) {
      if (names.size >= MAX_PREPARED) return send(config, ...rest);
      names.add(name);
    }
    return send({ ...statement, name }, ...rest);
  };
  client.query = query as typeof client.query;
}
