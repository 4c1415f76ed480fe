import type { Page, TenantView } from '@arrenda/core';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, createEntity } from '../../test/api-client';
import { signUp, startTestServer, type TestServer } from '../../test/harness';
import { pick } from '../../test/random-writes';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { tenant } from '../db/schema';

/**
 * The kept tenant search rows (docs/domain.md "Lists a page at a time": `tenant_search`) against the
 * tenants' own words after random sequences of writes made straight to the tables, several rows at
 * a time, and the searches through them against a search of the tenant table itself.
 */
let server: TestServer;
let db: Db;

beforeAll(async () => {
  server = await startTestServer();
  db = server.app.ctx.db;
});
afterAll(() => server?.close());

const word = fc.constantFrom('Santos', 'Silva', 'Ana', 'ção', 'Rui', '9123', 'ana@x.pt', '+351 91');
const maybe = fc.option(word, { nil: null });

type Op =
  | { kind: 'add'; names: string[] }
  | {
      kind: 'edit';
      targets: number[];
      name: string;
      fiscal: string | null;
      email: string | null;
      phone: string | null;
    }
  | { kind: 'touch'; target: number }
  | { kind: 'delete'; target: number };

const at = fc.nat(15);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), names: fc.array(word, { minLength: 1, maxLength: 4 }) }),
  fc.record({
    kind: fc.constant('edit' as const),
    targets: fc.array(at, { minLength: 1, maxLength: 3 }),
    name: word,
    fiscal: maybe,
    email: maybe,
    phone: maybe,
  }),
  // An update that changes nothing searched.
  fc.record({ kind: fc.constant('touch' as const), target: at }),
  fc.record({ kind: fc.constant('delete' as const), target: at }),
);

async function apply(entityId: number, op: Op) {
  const ids = (
    await db.select({ id: tenant.id }).from(tenant).where(eq(tenant.entityId, entityId)).orderBy(tenant.id)
  ).map((row) => row.id);
  const chosen = (targets: number[]) =>
    targets.map((target) => pick(ids, target)).filter((id): id is number => id !== undefined);
  switch (op.kind) {
    case 'add':
      // One statement for all: the copies follow a statement writing several rows.
      await db.insert(tenant).values(op.names.map((name) => ({ entityId, name })));
      return;
    case 'edit': {
      const targets = chosen(op.targets);
      if (targets.length === 0) return;
      await db
        .update(tenant)
        .set({ name: op.name, fiscalNumber: op.fiscal, email: op.email, phone: op.phone })
        .where(inArray(tenant.id, targets));
      return;
    }
    case 'touch': {
      const id = pick(ids, op.target);
      if (id !== undefined) await db.update(tenant).set({ note: 'visto' }).where(eq(tenant.id, id));
      return;
    }
    case 'delete': {
      const id = pick(ids, op.target);
      if (id !== undefined) await db.delete(tenant).where(eq(tenant.id, id));
      return;
    }
  }
}

const kept = (entityId: number) =>
  queryRows<{ id: number; name: string; words: string }>(
    db,
    sql`select tenant_id as id, name, words from tenant_search where entity_id = ${entityId} order by tenant_id`,
  );

const fromScratch = (entityId: number) =>
  queryRows<{ id: number; name: string; words: string }>(
    db,
    sql`select id, name, search_words as words from tenant where entity_id = ${entityId} order by id`,
  );

describe('kept tenant search rows', () => {
  it("hold each tenant's name and words after any sequence of writes, and find what the tenant table finds", async () => {
    const api = apiAs(server, (await signUp(server)).headers);
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 5, maxLength: 25 }), word, async (ops, search) => {
        const entityId = await createEntity(api);
        for (const op of ops) {
          await apply(entityId, op);
          expect(await kept(entityId)).toEqual(await fromScratch(entityId));
        }
        const page = await api.get<Page<TenantView>>(
          `/entities/${entityId}/tenants?page=1&pageSize=50&search=${encodeURIComponent(search)}`,
        );
        const expected = await queryRows<{ id: number }>(
          db,
          sql`select id from tenant where entity_id = ${entityId} and (name ilike ${`%${search}%`}
            or fiscal_number ilike ${`%${search}%`} or email ilike ${`%${search}%`} or phone ilike ${`%${search}%`})
            order by name, id`,
        );
        expect(page.total).toBe(expected.length);
        expect(page.items.map((item) => item.id)).toEqual(expected.map((row) => row.id));
      }),
      { numRuns: 20 },
    );
  }, 120_000);

  it('follow a tenant renamed and deleted through the API', async () => {
    const api = apiAs(server, (await signUp(server)).headers);
    const entityId = await createEntity(api);
    const base = `/entities/${entityId}/tenants`;
    const id = await api.create(base, { name: 'Ana Silva', fiscalNumber: '123456789' });
    const found = (search: string) =>
      api.get<Page<TenantView>>(`${base}?page=1&pageSize=50&search=${search}`);
    expect((await found('silva')).items.map((item) => item.id)).toEqual([id]);
    const renamed = await api.call('PUT', `${base}/${id}`, { name: 'Ana Santos', fiscalNumber: '123456789' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await found('silva')).total).toBe(0);
    expect((await found('santos')).items.map((item) => item.id)).toEqual([id]);
    expect((await found('6789')).items.map((item) => item.id)).toEqual([id]);
    expect((await api.call('DELETE', `${base}/${id}`)).statusCode).toBe(204);
    expect((await found('santos')).total).toBe(0);
    expect(await kept(entityId)).toEqual([]);
  });
});
