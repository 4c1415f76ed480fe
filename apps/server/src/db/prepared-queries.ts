import { createHash } from 'node:crypto';
import { type Placeholder, sql } from 'drizzle-orm';
import type { Reader } from './client';

/**
 * A value a prepared query takes when it runs: the value itself where a statement is built for one
 * request, or a placeholder where it is built once for many (`preparedVariants`).
 */
export type Param<Value> = Value | Placeholder<string, Value>;

/** The entity's id in a statement built once: filled with the caller's entity at each run. */
export const ENTITY_ID = sql.placeholder('entityId') as Placeholder<'entityId', number>;

/** A search's LIKE pattern (likePattern) in a statement built once: filled at each run. */
export const SEARCH_PATTERN = sql.placeholder('pattern') as Placeholder<'pattern', string>;

/** A builder's statement that can be prepared: drizzle's selects. */
interface Preparable<Prepared> {
  toSQL(): { sql: string };
  prepare(name: string): Prepared;
}

/** The variants one database keeps at most: a page's window is part of its text. */
const MAX_VARIANTS = 200;

/**
 * A query's variants (its filters, sort and window, `key`), each built by `build` (drizzle's
 * builder) once per database and prepared (docs/performance.md "Statements written once"): a
 * request fills its placeholders and runs it, where building it anew took a fifth of the app's CPU
 * for a list. Named by a hash of its text, as every connection prepares it once under that name.
 * The oldest variants give way past MAX_VARIANTS.
 */
export function preparedVariants<Args extends unknown[], Prepared>(
  build: (db: Reader, ...args: Args) => Preparable<Prepared>,
) {
  const byDatabase = new WeakMap<Reader, Map<string, Prepared>>();
  return (db: Reader, key: string, ...args: Args): Prepared => {
    let variants = byDatabase.get(db);
    if (!variants) {
      variants = new Map();
      byDatabase.set(db, variants);
    }
    const kept = variants.get(key);
    if (kept) return kept;
    const query = build(db, ...args);
    const prepared = query.prepare(
      `p${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 24)}`,
    );
    if (variants.size >= MAX_VARIANTS) {
      const [oldest] = variants.keys();
      if (oldest !== undefined) variants.delete(oldest);
    }
    variants.set(key, prepared);
    return prepared;
  };
}
