import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Where the server's SQL lives (docs/architecture.md "Server layout"): every statement is in a
 * queries module (`queries.ts`, `*-queries.ts` or a `queries/` folder); services hold the rules,
 * open transactions and call the queries by name; routes never touch the database. The database
 * layer itself (the client, the schema, the raw-row and SQL-fragment helpers) is the one other
 * place that builds SQL.
 */

const src = path.resolve(import.meta.dirname, '../src');

/** The database layer: the client, the schema and the helpers queries build on. */
const DATABASE_LAYER = [
  'db/client.ts',
  'db/raw.ts',
  'db/json-row.ts',
  'db/paging.ts',
  'db/search.ts',
  'db/stored-days.ts',
  'db/schema/',
];

const isQueries = (file: string) =>
  /(^|\/)queries\.ts$/.test(file) || /-queries\.ts$/.test(file) || /(^|\/)queries\//.test(file);
const isDatabaseLayer = (file: string) => DATABASE_LAYER.some((entry) => file.startsWith(entry));
const isRoutes = (file: string) => /(^|\/)routes\.ts$/.test(file) || /-routes\.ts$/.test(file);

/** Every source file under src, as a path relative to it; tests, matrices and fixtures left out. */
function sources(): string[] {
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !/\.matrix\.ts$/.test(file))
    .filter((file) => !/-fixture\.ts$/.test(file))
    .sort();
}

const read = (file: string) => readFileSync(path.join(src, file), 'utf8');

/** The names a file imports as values (not `import type`, not `type X` specifiers) from each module. */
function valueImports(text: string): { from: string; names: string[] }[] {
  const found: { from: string; names: string[] }[] = [];
  const pattern = /import\s+(type\s+)?(\{[^}]*\}|\*\s+as\s+\w+|\w+)\s+from\s+'([^']+)'/g;
  for (const [, typeOnly, clause = '', from = ''] of text.matchAll(pattern)) {
    if (typeOnly) continue;
    const names = clause.startsWith('{')
      ? clause
          .slice(1, -1)
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== '' && !name.startsWith('type '))
      : [clause];
    if (names.length > 0) found.push({ from, names });
  }
  return found;
}

/** A value import that builds or runs SQL: drizzle's operators and builders, the tables, the raw runner. */
const buildsSql = ({ from }: { from: string }) =>
  from === 'drizzle-orm' || from.startsWith('drizzle-orm/') || /(^|\/)db\/(schema|raw)$/.test(from);

/** A statement started on the database or a transaction: `db.select(`, `tx\n  .insert(`, `ctx.db.update(`... */
const STATEMENT =
  /\b(?:db|tx|reader)\s*\.\s*(?:select|selectDistinct|selectDistinctOn|insert|update|delete|execute|query)\s*\(/;

describe('where statements live', () => {
  const files = sources();

  it('finds the sources and their queries modules', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter(isQueries).length).toBeGreaterThan(20);
  });

  it('runs every SQL statement in a queries module or the database layer', () => {
    const offenders = files
      .filter((file) => !isQueries(file) && !isDatabaseLayer(file))
      .flatMap((file) => {
        const text = read(file);
        const imports = valueImports(text)
          .filter(buildsSql)
          .map(({ from, names }) => `${file}: imports ${names.join(', ')} from ${from}`);
        const statements = STATEMENT.test(text) ? [`${file}: starts a statement`] : [];
        return [...imports, ...statements];
      });
    expect(offenders).toEqual([]);
  });

  it('keeps routes off the database: they call their area’s service', () => {
    const offenders = files.filter(isRoutes).flatMap((file) => {
      const text = read(file);
      const touches = /\.db\b|\.transaction\s*\(/.test(text) ? [`${file}: uses the database`] : [];
      const imports = valueImports(text)
        .filter(({ from }) => isQueries(`${from}.ts`) || /(^|\/)db\//.test(from))
        .map(({ from }) => `${file}: imports ${from}`);
      return [...touches, ...imports];
    });
    expect(offenders).toEqual([]);
  });
});
