import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PREPARED, prepareStatementsOn } from '../src/db/prepared-statements';
import { POSTGRES_ADMIN_URL } from './databases';

/** The statements the pool's one connection has prepared, read on that connection. */
async function prepared(pool: pg.Pool) {
  const { rows } = await pool.query<{ name: string; statement: string }>(
    'select name, statement from pg_prepared_statements order by statement',
  );
  return rows;
}

describe('statements prepared once per connection (docs/performance.md "Prepared statements")', () => {
  let pool: pg.Pool;
  beforeEach(() => {
    pool = new pg.Pool({ connectionString: POSTGRES_ADMIN_URL, max: 1 });
    pool.on('connect', prepareStatementsOn);
  });
  afterEach(async () => {
    await pool.end();
  });

  it('prepares a parameterised statement once, by a name its text gives, and runs it again by that name', async () => {
    const text = 'select $1::int + 1 as next';
    const first = await pool.query<{ next: number }>({ text }, [1]);
    const second = await pool.query<{ next: number }>({ text, values: [41] });
    expect([first.rows[0]?.next, second.rows[0]?.next]).toEqual([2, 42]);
    const statements = await prepared(pool);
    expect(statements).toHaveLength(1);
    expect(statements[0]?.statement).toBe(text);
    expect(statements[0]?.name).toMatch(/^s[0-9a-f]{24}$/);
  });

  it('leaves statements without parameters and already named ones as they are', async () => {
    await pool.query('select 1');
    await pool.query({ text: 'select $1::int as one', values: [1], name: 'own_name' });
    expect((await prepared(pool)).map((s) => s.name)).toEqual(['own_name']);
  });

  it(`keeps at most ${MAX_PREPARED} per connection and still runs the texts past that`, async () => {
    for (let n = 0; n <= MAX_PREPARED; n++) {
      const { rows } = await pool.query<{ n: number }>(`select $1::int as n, ${n} as text_${n}`, [n]);
      expect(rows[0]?.n).toBe(n);
    }
    expect(await prepared(pool)).toHaveLength(MAX_PREPARED);
  });
});
