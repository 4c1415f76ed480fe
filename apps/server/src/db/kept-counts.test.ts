import type { ContractView, Page, TenantView } from '@arrenda/core';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, createEntity } from '../../test/api-client';
import { signUp, startTestServer, type TestServer } from '../../test/harness';
import { noonIn, pick } from '../../test/random-writes';
import type { Db } from './client';
import { queryRows } from './raw';
import {
  contract,
  contractEndMonths,
  contractTenant,
  entity,
  entityCounts,
  expense,
  overviewTotals,
  property,
  tenant,
  tenantEndMonths,
  tenantFigures,
} from './schema';

/**
 * The kept counts (docs/domain.md "Kept figures": the entity's expense and tenant counts, the end
 * of each tenant's last contract) against a count from the raw rows, after random sequences of writes made
 * straight to the tables: the database keeps them, whatever writes the rows.
 */
let server: TestServer;
let db: Db;

beforeAll(async () => {
  server = await startTestServer();
  db = server.app.ctx.db;
});
afterAll(() => server?.close());

type Op =
  | { kind: 'addExpenses'; onProperty: boolean[] }
  | { kind: 'moveExpense'; target: number; onProperty: boolean }
  | { kind: 'deleteExpense'; target: number }
  | { kind: 'addTenant' }
  | { kind: 'deleteTenant'; tenant: number }
  | { kind: 'addContract'; end: number; tenants: number[] }
  | { kind: 'link'; contract: number; tenant: number }
  | { kind: 'unlink'; contract: number; tenant: number }
  | { kind: 'redate'; contract: number; end: number }
  | { kind: 'deleteContract'; contract: number };

const at = fc.nat(20);
const end = fc.integer({ min: -400, max: 400 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('addExpenses' as const),
    onProperty: fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }),
  }),
  fc.record({ kind: fc.constant('moveExpense' as const), target: at, onProperty: fc.boolean() }),
  fc.record({ kind: fc.constant('deleteExpense' as const), target: at }),
  fc.record({ kind: fc.constant('addTenant' as const) }),
  fc.record({ kind: fc.constant('deleteTenant' as const), tenant: at }),
  fc.record({ kind: fc.constant('addContract' as const), end, tenants: fc.array(at, { maxLength: 3 }) }),
  fc.record({ kind: fc.constant('link' as const), contract: at, tenant: at }),
  fc.record({ kind: fc.constant('unlink' as const), contract: at, tenant: at }),
  fc.record({ kind: fc.constant('redate' as const), contract: at, end }),
  fc.record({ kind: fc.constant('deleteContract' as const), contract: at }),
);

async function apply(entityId: number, propertyId: number, op: Op) {
  const ids = async (table: typeof expense | typeof tenant | typeof contract) =>
    (await db.select({ id: table.id }).from(table).where(eq(table.entityId, entityId)).orderBy(table.id)).map(
      (row) => row.id,
    );
  const [expenses, tenants, contracts] = await Promise.all([ids(expense), ids(tenant), ids(contract)]);
  const link = (contractId: number, tenantId: number) =>
    db.insert(contractTenant).values({ entityId, contractId, tenantId }).onConflictDoNothing();
  switch (op.kind) {
    case 'addExpenses':
      // One statement for all: the counts follow a statement writing several rows.
      await db.insert(expense).values(
        op.onProperty.map((on) => ({
          entityId,
          propertyId: on ? propertyId : null,
          currencyId: 1,
          name: 'IMI',
          amount: '10.00',
          date: noonIn(0),
        })),
      );
      return;
    case 'moveExpense': {
      const target = pick(expenses, op.target);
      if (target)
        await db
          .update(expense)
          .set({ propertyId: op.onProperty ? propertyId : null })
          .where(eq(expense.id, target));
      return;
    }
    case 'deleteExpense': {
      const target = pick(expenses, op.target);
      if (target) await db.delete(expense).where(eq(expense.id, target));
      return;
    }
    case 'addTenant':
      await db.insert(tenant).values({ entityId, name: `Tenant ${tenants.length + 1}` });
      return;
    case 'deleteTenant': {
      // A tenant on a contract cannot be deleted: its links go first, as the product asks.
      const tenantId = pick(tenants, op.tenant);
      if (!tenantId) return;
      await db.delete(contractTenant).where(eq(contractTenant.tenantId, tenantId));
      await db.delete(tenant).where(eq(tenant.id, tenantId));
      return;
    }
    case 'addContract': {
      const [created] = await db
        .insert(contract)
        .values({
          entityId,
          propertyId,
          currencyId: 1,
          frequencyTypeId: 3,
          frequencyValue: 1,
          amount: '500.00',
          startDate: noonIn(-800),
          endDate: noonIn(op.end),
        })
        .returning({ id: contract.id });
      const linked = new Set(op.tenants.flatMap((n) => pick(tenants, n) ?? []));
      if (created && linked.size > 0)
        await db
          .insert(contractTenant)
          .values([...linked].map((tenantId) => ({ entityId, contractId: created.id, tenantId })));
      return;
    }
    case 'link': {
      const contractId = pick(contracts, op.contract);
      const tenantId = pick(tenants, op.tenant);
      if (contractId && tenantId) await link(contractId, tenantId);
      return;
    }
    case 'unlink': {
      const contractId = pick(contracts, op.contract);
      const tenantId = pick(tenants, op.tenant);
      if (contractId && tenantId)
        await db
          .delete(contractTenant)
          .where(and(eq(contractTenant.contractId, contractId), eq(contractTenant.tenantId, tenantId)));
      return;
    }
    case 'redate': {
      const contractId = pick(contracts, op.contract);
      if (contractId)
        await db
          .update(contract)
          .set({ endDate: noonIn(op.end) })
          .where(eq(contract.id, contractId));
      return;
    }
    case 'deleteContract': {
      const contractId = pick(contracts, op.contract);
      if (contractId) await db.delete(contract).where(eq(contract.id, contractId));
      return;
    }
  }
}

/** The kept counts and ends of the entity; a tenant without a kept end (none or null) is absent. */
async function kept(entityId: number) {
  const [counts] = await db
    .select({
      expenses: entityCounts.expenses,
      own: entityCounts.entityExpenses,
      tenants: entityCounts.tenants,
    })
    .from(entityCounts)
    .where(eq(entityCounts.entityId, entityId));
  const ends = await db
    .select({ tenantId: tenantFigures.tenantId, end: tenantFigures.contractsEnd })
    .from(tenantFigures)
    .where(eq(tenantFigures.entityId, entityId));
  const months = await db
    .select({ month: contractEndMonths.month, contracts: contractEndMonths.contracts })
    .from(contractEndMonths)
    .where(eq(contractEndMonths.entityId, entityId));
  const tenantMonths = await db
    .select({ month: tenantEndMonths.month, tenants: tenantEndMonths.tenants })
    .from(tenantEndMonths)
    .where(eq(tenantEndMonths.entityId, entityId));
  return {
    expenses: counts?.expenses ?? 0,
    own: counts?.own ?? 0,
    tenants: counts?.tenants ?? 0,
    ends: new Map(ends.flatMap((row) => (row.end ? [[row.tenantId, row.end.getTime()] as const] : []))),
    endMonths: new Map(
      months.flatMap((row) => (row.contracts === 0 ? [] : [[row.month.slice(0, 7), row.contracts] as const])),
    ),
    tenantEndMonths: new Map(
      tenantMonths.flatMap((row) =>
        row.tenants === 0 ? [] : [[row.month.slice(0, 7), row.tenants] as const],
      ),
    ),
  };
}

/** The same, counted from the raw rows in TypeScript. */
async function fromScratch(entityId: number) {
  const expenses = await db
    .select({ propertyId: expense.propertyId })
    .from(expense)
    .where(eq(expense.entityId, entityId));
  const links = await db
    .select({ tenantId: contractTenant.tenantId, end: contract.endDate })
    .from(contractTenant)
    .innerJoin(contract, eq(contract.id, contractTenant.contractId))
    .where(eq(contractTenant.entityId, entityId));
  const ends = new Map<number, number>();
  for (const link of links)
    ends.set(link.tenantId, Math.max(ends.get(link.tenantId) ?? 0, link.end.getTime()));
  const tenants = await db.select({ id: tenant.id }).from(tenant).where(eq(tenant.entityId, entityId));
  const endMonths = new Map<string, number>();
  for (const row of await contractEnds(entityId)) {
    const month = row.toISOString().slice(0, 7);
    endMonths.set(month, (endMonths.get(month) ?? 0) + 1);
  }
  const tenantMonths = new Map<string, number>();
  for (const end of ends.values()) {
    const month = new Date(end).toISOString().slice(0, 7);
    tenantMonths.set(month, (tenantMonths.get(month) ?? 0) + 1);
  }
  return {
    expenses: expenses.length,
    own: expenses.filter((row) => row.propertyId === null).length,
    tenants: tenants.length,
    ends,
    endMonths,
    tenantEndMonths: tenantMonths,
  };
}

const contractEnds = async (entityId: number) =>
  (await db.select({ end: contract.endDate }).from(contract).where(eq(contract.entityId, entityId))).map(
    (row) => row.end,
  );

/**
 * The contract list's totals per filter (docs/domain.md: Active ends today or later, days in
 * Portugal), asked through the API and counted here from the contracts' ends.
 */
async function listTotals(api: ReturnType<typeof apiAs>, entityId: number) {
  const [today] = await queryRows<{ starts: Date }>(
    db,
    sql`select ((now() at time zone 'Europe/Lisbon')::date::timestamp at time zone 'UTC') as starts`,
  );
  const starts = new Date(today?.starts ?? 0).getTime();
  const ends = await contractEnds(entityId);
  const total = async (filter: string) =>
    (await api.get<Page<ContractView>>(`/entities/${entityId}/contracts?page=1&pageSize=10${filter}`)).total;
  // The tenant list's views: past tenants' last contract has ended (docs/domain.md).
  const tenants = async (view: string) =>
    (await api.get<Page<TenantView>>(`/entities/${entityId}/tenants?page=1&pageSize=10&view=${view}`)).total;
  const { tenants: all, ends: tenantEnds } = await fromScratch(entityId);
  const past = [...tenantEnds.values()].filter((end) => end < Date.now()).length;
  return {
    asked: {
      all: await total(''),
      active: await total('&filter=ACTIVE'),
      expired: await total('&filter=EXPIRED'),
      activeTenants: await tenants('ACTIVE_TENANTS'),
      pastTenants: await tenants('OLD_TENANTS'),
    },
    counted: {
      all: ends.length,
      active: ends.filter((end) => end.getTime() >= starts).length,
      expired: ends.filter((end) => end.getTime() < starts).length,
      activeTenants: all - past,
      pastTenants: past,
    },
  };
}

async function entityWithProperty() {
  const api = apiAs(server, (await signUp(server)).headers);
  const entityId = await createEntity(api);
  const [created] = await db
    .insert(property)
    .values({ entityId, propertyTypeId: 2 })
    .returning({ id: property.id });
  if (!created) throw new Error('no property');
  return { api, entityId, propertyId: created.id };
}

describe('kept counts', () => {
  it('match a count from scratch after any sequence of writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 30 }), async (ops) => {
        const { api, entityId, propertyId } = await entityWithProperty();
        for (const op of ops) await apply(entityId, propertyId, op);
        expect(await kept(entityId)).toEqual(await fromScratch(entityId));
        const { asked, counted } = await listTotals(api, entityId);
        expect(asked).toEqual(counted);
      }),
      { numRuns: 20 },
    );
  });

  it("count the contract list's active and expired contracts and the tenant list's views around today, this month's one by one", async () => {
    const { api, entityId, propertyId } = await entityWithProperty();
    const now = new Date();
    const dayOfMonth = now.getUTCDate();
    const daysInMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();
    // The first and last days of this month, the days around today, and the months around this one.
    // Each contract with a tenant of its own: the tenant list counts its past tenants the same way.
    const ends = [1 - dayOfMonth, daysInMonth - dayOfMonth, -1, 0, 1, -35, 35, -400, 400];
    for (const [n, end] of ends.entries()) {
      await apply(entityId, propertyId, { kind: 'addTenant' });
      await apply(entityId, propertyId, { kind: 'addContract', end, tenants: [n] });
    }
    const { asked, counted } = await listTotals(api, entityId);
    expect(asked).toEqual(counted);
    expect(counted.active).toBeGreaterThan(0);
    expect(counted.expired).toBeGreaterThan(0);
    expect(counted.pastTenants).toBeGreaterThan(0);
    expect(counted.activeTenants).toBeGreaterThan(0);
    expect(asked.all).toBe(9);
  });

  it('go with the entity: deleting it leaves no count nor total behind', async () => {
    const { api, entityId, propertyId } = await entityWithProperty();
    await apply(entityId, propertyId, { kind: 'addExpenses', onProperty: [true, false] });
    await apply(entityId, propertyId, { kind: 'addTenant' });
    await apply(entityId, propertyId, { kind: 'addContract', end: 100, tenants: [0] });
    expect((await kept(entityId)).expenses).toBe(2);
    expect((await kept(entityId)).tenantEndMonths.size).toBe(1);
    const totals = await api.get<{ currentContracts: number }>(`/entities/${entityId}/overview/totals`);
    expect(totals.currentContracts).toBe(1);
    expect(await db.select().from(overviewTotals).where(eq(overviewTotals.entityId, entityId))).toHaveLength(
      1,
    );
    await db.delete(entity).where(eq(entity.id, entityId));
    expect(await db.select().from(entityCounts).where(eq(entityCounts.entityId, entityId))).toEqual([]);
    expect(await db.select().from(contractEndMonths).where(eq(contractEndMonths.entityId, entityId))).toEqual(
      [],
    );
    expect(await db.select().from(overviewTotals).where(eq(overviewTotals.entityId, entityId))).toEqual([]);
    expect(await db.select().from(tenantEndMonths).where(eq(tenantEndMonths.entityId, entityId))).toEqual([]);
  });
});
