import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, createEntity } from '../../test/api-client';
import { signUp, startTestServer, type TestServer } from '../../test/harness';
import type { Db } from './client';
import { jsonRow } from './json-row';
import { expense, propertyType } from './schema';

/**
 * Rows as JSON (docs/performance.md "Rows as JSON") must hand over what the driver would: money as
 * its exact decimal text, instants as JavaScript writes them, nested objects, nulls.
 */
let server: TestServer;
let db: Db;
let entityId: number;

beforeAll(async () => {
  server = await startTestServer();
  db = server.app.ctx.db;
  entityId = await createEntity(apiAs(server, (await signUp(server)).headers));
});
afterAll(() => server?.close());

interface ExpenseJson {
  id: number;
  amount: string;
  date: string;
  name: string;
  description: string | null;
  type: { id: number; name: string };
  doubled: string;
}

const asJson = jsonRow<ExpenseJson>({
  id: expense.id,
  amount: expense.amount,
  date: expense.date,
  name: expense.name,
  description: expense.description,
  type: { id: propertyType.id, name: propertyType.name },
  doubled: sql`(${expense.amount} * 2)::text`,
});

describe('a row as one JSON value', () => {
  it('gives the amounts, instants and nulls the columns hold, as the driver reads them', async () => {
    const amounts = fc.sample(fc.integer({ min: -99_999_999_999_99, max: 99_999_999_999_99 }), 40);
    const instants = fc.sample(
      fc.date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2999-12-31T23:59:59.999Z'),
        noInvalidDate: true,
      }),
      40,
    );
    const written = await db
      .insert(expense)
      .values(
        amounts.map((cents, index) => ({
          entityId,
          currencyId: 1,
          amount: (cents / 100).toFixed(2),
          date: instants[index] ?? new Date(0),
          name: `json ${index}`,
          description: index % 2 === 0 ? null : `"quoted" \\ ${index}`,
        })),
      )
      .returning({ id: expense.id });
    const ids = written.map((row) => row.id);
    const driver = await db.select().from(expense).where(eq(expense.entityId, entityId));
    const json = await db
      .select({ row: asJson })
      .from(expense)
      .innerJoin(propertyType, eq(propertyType.id, 1))
      .where(eq(expense.entityId, entityId));
    const byId = new Map(json.map(({ row }) => [row.id, row]));
    expect(byId.size).toBe(ids.length);
    for (const expected of driver) {
      const row = byId.get(expected.id);
      expect(row).toEqual({
        id: expected.id,
        amount: expected.amount,
        date: expected.date.toISOString(),
        name: expected.name,
        description: expected.description,
        type: { id: 1, name: 'HOUSE' },
        doubled: (Number(expected.amount) * 2).toFixed(2),
      });
    }
  });

  it('refuses a field holding a parameter: the text is written once for every request', () => {
    expect(() => jsonRow({ id: sql`${entityId}` })).toThrow(/cannot hold parameters/);
  });
});
