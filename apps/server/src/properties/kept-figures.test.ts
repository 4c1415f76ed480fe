import type { Page, PropertyListItem } from '@arrenda/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, createEntity } from '../../test/api-client';
import { signUp, startTestServer, type TestServer } from '../../test/harness';
import { noonIn, pick } from '../../test/random-writes';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import {
  contract,
  entityPropertyTotals,
  expense,
  property,
  propertyCounts,
  propertyFigures,
} from '../db/schema';

/**
 * The kept property figures and the default view's totals (docs/domain.md "Kept figures") against a
 * computation from scratch, written here in plain TypeScript from the raw rows, after random
 * sequences of writes: create, revalue, change the currency of, move and delete properties, create, re-date and delete contracts, create (several in one
 * statement), change and delete expenses. The writes go straight to the tables: the figures are
 * kept by the database, whatever writes the rows.
 */
let server: TestServer;
let db: Db;

beforeAll(async () => {
  server = await startTestServer();
  db = server.app.ctx.db;
});
afterAll(() => server?.close());

type Op =
  | { kind: 'addProperty'; parent: number | null; value: number | null }
  | { kind: 'revalue'; target: number; value: number | null }
  | { kind: 'recurrency'; target: number; currency: number | null }
  | { kind: 'retype'; target: number; type: number }
  | { kind: 'move'; target: number; parent: number | null }
  | { kind: 'deleteProperty'; target: number }
  | { kind: 'addContract'; target: number; start: number; length: number; amount: number; retention: number }
  | { kind: 'redate'; target: number; start: number; length: number }
  | { kind: 'deleteContract'; target: number }
  | { kind: 'addExpenses'; targets: number[]; amount: number; dayOffset: number; inYield: boolean }
  | { kind: 'changeExpense'; target: number; property: number; amount: number }
  | { kind: 'deleteExpense'; target: number };

const index = fc.nat(40);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('addProperty' as const),
      parent: fc.option(index),
      value: fc.option(fc.integer({ min: 0, max: 900_000 })),
    }),
  },
  fc.record({
    kind: fc.constant('revalue' as const),
    target: index,
    value: fc.option(fc.integer({ min: 0, max: 900_000 })),
  }),
  fc.record({
    kind: fc.constant('recurrency' as const),
    target: index,
    currency: fc.option(fc.constantFrom(1, 2)),
  }),
  fc.record({ kind: fc.constant('retype' as const), target: index, type: fc.constantFrom(1, 2, 3, 7) }),
  fc.record({ kind: fc.constant('move' as const), target: index, parent: fc.option(index) }),
  fc.record({ kind: fc.constant('deleteProperty' as const), target: index }),
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('addContract' as const),
      target: index,
      start: fc.integer({ min: -800, max: 400 }),
      length: fc.integer({ min: 1, max: 900 }),
      amount: fc.integer({ min: 1, max: 500_000 }),
      retention: fc.constantFrom(0, 25, 28, 12.5),
    }),
  },
  fc.record({
    kind: fc.constant('redate' as const),
    target: index,
    start: fc.integer({ min: -800, max: 400 }),
    length: fc.integer({ min: 1, max: 900 }),
  }),
  fc.record({ kind: fc.constant('deleteContract' as const), target: index }),
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('addExpenses' as const),
      targets: fc.array(index, { minLength: 1, maxLength: 3 }),
      amount: fc.integer({ min: 1, max: 2_000_000 }),
      dayOffset: fc.integer({ min: -500, max: 200 }),
      inYield: fc.boolean(),
    }),
  },
  fc.record({
    kind: fc.constant('changeExpense' as const),
    target: index,
    property: index,
    amount: fc.integer({ min: 1, max: 2_000_000 }),
  }),
  fc.record({ kind: fc.constant('deleteExpense' as const), target: index }),
);

async function apply(entityId: number, op: Op) {
  const properties = await db
    .select({ id: property.id, parent: property.parentPropertyId })
    .from(property)
    .where(eq(property.entityId, entityId))
    .orderBy(property.id);
  const contracts = await db
    .select({ id: contract.id })
    .from(contract)
    .where(eq(contract.entityId, entityId))
    .orderBy(contract.id);
  const expenses = await db
    .select({ id: expense.id })
    .from(expense)
    .where(eq(expense.entityId, entityId))
    .orderBy(expense.id);
  const propertyAt = (at: number | null) => (at === null ? undefined : pick(properties, at)?.id);
  switch (op.kind) {
    case 'addProperty': {
      const parent = propertyAt(op.parent) ?? null;
      await db.insert(property).values({
        entityId,
        propertyTypeId: parent === null ? 2 : 3,
        parentPropertyId: parent,
        value: op.value === null ? null : `${op.value}.50`,
        currencyId: op.value === null ? null : 1,
      });
      return;
    }
    case 'revalue': {
      const target = propertyAt(op.target);
      if (target)
        await db
          .update(property)
          .set({ value: op.value === null ? null : `${op.value}.25` })
          .where(eq(property.id, target));
      return;
    }
    case 'recurrency': {
      const target = propertyAt(op.target);
      if (target) await db.update(property).set({ currencyId: op.currency }).where(eq(property.id, target));
      return;
    }
    case 'retype': {
      const target = propertyAt(op.target);
      if (target) await db.update(property).set({ propertyTypeId: op.type }).where(eq(property.id, target));
      return;
    }
    case 'move': {
      const target = propertyAt(op.target);
      const parent = propertyAt(op.parent) ?? null;
      if (!target) return;
      // No cycles: the new parent may not sit in the moved subtree.
      const below = new Set([target]);
      for (let grew = true; grew; ) {
        grew = false;
        for (const row of properties) {
          if (row.parent !== null && below.has(row.parent) && !below.has(row.id)) {
            below.add(row.id);
            grew = true;
          }
        }
      }
      if (parent !== null && below.has(parent)) return;
      await db.update(property).set({ parentPropertyId: parent }).where(eq(property.id, target));
      return;
    }
    case 'deleteProperty': {
      const target = propertyAt(op.target);
      if (target) await db.delete(property).where(eq(property.id, target));
      return;
    }
    case 'addContract': {
      const target = propertyAt(op.target);
      if (!target) return;
      await db.insert(contract).values({
        entityId,
        propertyId: target,
        currencyId: 1,
        frequencyTypeId: 3,
        frequencyValue: 1,
        amount: `${op.amount}.33`,
        extraAmount: op.amount % 3 === 0 ? '15.10' : null,
        taxableAmount: op.amount % 2 === 0 ? `${Math.floor(op.amount / 2)}.07` : null,
        taxRetention: op.retention > 0,
        taxRetentionPercentage: op.retention > 0 ? String(op.retention) : null,
        startDate: noonIn(op.start),
        endDate: noonIn(op.start + op.length),
      });
      return;
    }
    case 'redate': {
      const target = pick(contracts, op.target);
      if (target)
        await db
          .update(contract)
          .set({ startDate: noonIn(op.start), endDate: noonIn(op.start + op.length) })
          .where(eq(contract.id, target.id));
      return;
    }
    case 'deleteContract': {
      const target = pick(contracts, op.target);
      if (target) await db.delete(contract).where(eq(contract.id, target.id));
      return;
    }
    case 'addExpenses': {
      const targets = op.targets.map((at) => propertyAt(at)).filter((id) => id !== undefined);
      if (targets.length === 0) return;
      // One statement for all: the figures follow a statement writing several rows.
      await db.insert(expense).values(
        targets.map((propertyId, n) => ({
          entityId,
          propertyId,
          currencyId: 1,
          name: 'Repair',
          amount: `${op.amount + n}.01`,
          date: noonIn(op.dayOffset + n * 40),
          includeInYield: op.inYield,
        })),
      );
      return;
    }
    case 'changeExpense': {
      const target = pick(expenses, op.target);
      const moved = propertyAt(op.property);
      if (target && moved)
        await db
          .update(expense)
          .set({ propertyId: moved, amount: `${op.amount}.99` })
          .where(eq(expense.id, target.id));
      return;
    }
    case 'deleteExpense': {
      const target = pick(expenses, op.target);
      if (target) await db.delete(expense).where(eq(expense.id, target.id));
      return;
    }
  }
}

const toCents = (value: string | null) => (value === null ? 0 : Math.round(Number(value) * 100));

interface Figures {
  /** The property's own type and parent, which the figures row holds for the list's views. */
  propertyTypeId: number;
  parentPropertyId: number | null;
  numChildren: number;
  units: number;
  occupied: number;
  contracts: number;
  value: number;
  contractTotal: number;
  contractNet: number;
  expenses: number;
  expensesYear: number;
  validUntil: number;
}

/** Every property's figures computed from the raw rows, in cents, as docs/domain.md defines them. */
async function fromScratch(entityId: number): Promise<Map<number, Figures>> {
  const [clock] = await queryRows<{ now: string; year: string; next_year: string }>(
    db,
    // The database's clock and calendar year: the same instant the kept rows were compared with.
    sql`select now()::text as now, date_trunc('year', now())::text as year, (date_trunc('year', now()) + interval '1 year')::text as next_year`,
  );
  if (!clock) throw new Error('no clock');
  const now = new Date(clock.now).getTime();
  const yearStart = new Date(clock.year).getTime();
  const nextYear = new Date(clock.next_year).getTime();
  const properties = await db.select().from(property).where(eq(property.entityId, entityId));
  const contracts = await db.select().from(contract).where(eq(contract.entityId, entityId));
  const expenses = await db.select().from(expense).where(eq(expense.entityId, entityId));
  const children = new Map<number, number[]>();
  for (const row of properties) {
    if (row.parentPropertyId !== null)
      children.set(row.parentPropertyId, [...(children.get(row.parentPropertyId) ?? []), row.id]);
  }
  const current = (row: (typeof contracts)[number]) =>
    row.startDate.getTime() <= now && row.endDate.getTime() >= now;
  const figures = new Map<number, Figures>();
  for (const root of properties) {
    const result: Figures = {
      propertyTypeId: root.propertyTypeId,
      parentPropertyId: root.parentPropertyId,
      numChildren: children.get(root.id)?.length ?? 0,
      units: 0,
      occupied: 0,
      contracts: 0,
      value: 0,
      contractTotal: 0,
      contractNet: 0,
      expenses: 0,
      expensesYear: 0,
      validUntil: nextYear,
    };
    const walk = (id: number, covered: boolean) => {
      const own = contracts.filter((row) => row.propertyId === id);
      const live = own.filter(current);
      const isCovered = covered || live.length > 0;
      const kids = children.get(id) ?? [];
      if (kids.length === 0) {
        result.units += 1;
        if (isCovered) result.occupied += 1;
      }
      result.value += toCents(properties.find((row) => row.id === id)?.value ?? null);
      for (const row of live) {
        const total = toCents(row.amount) + toCents(row.extraAmount);
        const taxable = toCents(row.taxableAmount ?? row.amount);
        const percent = Math.round(Number(row.taxRetentionPercentage ?? 0) * 100);
        const retained = row.taxRetention ? Math.round((taxable * percent) / 10_000) : 0;
        result.contracts += 1;
        result.contractTotal += total;
        result.contractNet += total - retained;
      }
      for (const row of own) {
        const start = row.startDate.getTime();
        const end = row.endDate.getTime();
        if (end >= now) result.validUntil = Math.min(result.validUntil, start > now ? start : end);
      }
      for (const row of expenses.filter((item) => item.propertyId === id && item.includeInYield)) {
        result.expenses += toCents(row.amount);
        if (row.date.getTime() >= yearStart && row.date.getTime() < nextYear)
          result.expensesYear += toCents(row.amount);
      }
      for (const kid of kids) walk(kid, isCovered);
    };
    walk(root.id, false);
    figures.set(root.id, result);
  }
  return figures;
}

async function kept(entityId: number): Promise<Map<number, Figures>> {
  const rows = await db.select().from(propertyFigures).where(eq(propertyFigures.entityId, entityId));
  return new Map(
    rows.map((row) => [
      row.propertyId,
      {
        propertyTypeId: row.propertyTypeId,
        parentPropertyId: row.parentPropertyId,
        numChildren: row.numChildren,
        units: row.units,
        occupied: row.occupied,
        contracts: row.contracts,
        value: toCents(row.value),
        contractTotal: toCents(row.contractTotal),
        contractNet: toCents(row.contractNet),
        expenses: toCents(row.expenses),
        expensesYear: toCents(row.expensesYear),
        // A contract's end counts until the end of its instant: kept as one microsecond after it.
        validUntil: row.validUntil.getTime(),
      },
    ]),
  );
}

/** The entity's kept property counts by type and level, those at zero left out. */
async function keptCounts(entityId: number) {
  const rows = await db.select().from(propertyCounts).where(eq(propertyCounts.entityId, entityId));
  return new Map(
    rows.flatMap((row) =>
      row.properties === 0 ? [] : [[`${row.propertyTypeId}:${row.topLevel}`, row.properties] as const],
    ),
  );
}

/** The same, counted from the properties. */
async function countsFromScratch(entityId: number) {
  const counts = new Map<string, number>();
  for (const row of await db.select().from(property).where(eq(property.entityId, entityId))) {
    const key = `${row.propertyTypeId}:${row.parentPropertyId === null}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

type Totals = Pick<Figures, 'value' | 'contractTotal' | 'contractNet' | 'expenses' | 'expensesYear'>;

/** The default view's footer from scratch: the parent properties' figures summed by currency (euro without one). */
async function totalsFromScratch(
  entityId: number,
  figures: Map<number, Figures>,
): Promise<Map<number, Totals>> {
  const roots = await db
    .select({ id: property.id, currencyId: property.currencyId, parent: property.parentPropertyId })
    .from(property)
    .where(eq(property.entityId, entityId));
  const totals = new Map<number, Totals>();
  for (const root of roots.filter((row) => row.parent === null)) {
    const own = figures.get(root.id);
    if (!own) continue;
    const currency = root.currencyId ?? 1;
    const sum = totals.get(currency) ?? {
      value: 0,
      contractTotal: 0,
      contractNet: 0,
      expenses: 0,
      expensesYear: 0,
    };
    totals.set(currency, {
      value: sum.value + own.value,
      contractTotal: sum.contractTotal + own.contractTotal,
      contractNet: sum.contractNet + own.contractNet,
      expenses: sum.expenses + own.expenses,
      expensesYear: sum.expensesYear + own.expensesYear,
    });
  }
  return totals;
}

async function keptTotals(entityId: number): Promise<Map<number, Totals>> {
  const rows = await db
    .select()
    .from(entityPropertyTotals)
    .where(eq(entityPropertyTotals.entityId, entityId));
  return new Map(
    rows.map((row) => [
      row.currencyId,
      {
        value: toCents(row.value),
        contractTotal: toCents(row.contractTotal),
        contractNet: toCents(row.contractNet),
        expenses: toCents(row.expenses),
        expensesYear: toCents(row.expensesYear),
      },
    ]),
  );
}

describe('kept property figures', () => {
  it('match a computation from scratch after any sequence of writes', async () => {
    const api = apiAs(server, (await signUp(server)).headers);
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 30 }), async (ops) => {
        const entityId = await createEntity(api);
        for (const op of ops) await apply(entityId, op);
        const figures = await fromScratch(entityId);
        expect(await kept(entityId)).toEqual(figures);
        expect(await keptCounts(entityId)).toEqual(await countsFromScratch(entityId));
        expect(await keptTotals(entityId)).toEqual(await totalsFromScratch(entityId, figures));
      }),
      { numRuns: 25 },
    );
  });

  it('move a property between the views sorted by a figure as its type and parent change', async () => {
    const api = apiAs(server, (await signUp(server)).headers);
    const entityId = await createEntity(api);
    await apply(entityId, { kind: 'addProperty', parent: null, value: 5 });
    await apply(entityId, { kind: 'addProperty', parent: null, value: 9 });
    const ids = async (view: string) => {
      const page = await api.get<Page<PropertyListItem>>(
        `/entities/${entityId}/properties?page=1&view=${view}&sort=value&order=desc`,
      );
      // The view's count, from the kept counts by type and level, is its rows'.
      expect(page.total).toBe(page.items.length);
      return page.items.map((item) => item.id);
    };
    const [first, second] = (await ids('BUILDINGS')).reverse();
    expect(await ids('PARENT_PROPERTIES')).toEqual([second, first]);
    await apply(entityId, { kind: 'retype', target: 0, type: 7 });
    expect(await ids('BUILDINGS')).toEqual([second]);
    expect(await ids('LANDS')).toEqual([first]);
    await apply(entityId, { kind: 'move', target: 0, parent: 1 });
    expect(await ids('PARENT_PROPERTIES')).toEqual([second]);
    expect(await ids('LANDS')).toEqual([first]);
    expect(await kept(entityId)).toEqual(await fromScratch(entityId));
  });

  it('keep the totals when a parent changes currency or is deleted, its figures unchanged', async () => {
    const api = apiAs(server, (await signUp(server)).headers);
    const entityId = await createEntity(api);
    const [house, land] = await db
      .insert(property)
      .values([
        { entityId, propertyTypeId: 1, value: '1000.00', currencyId: 1 },
        { entityId, propertyTypeId: 7, value: '250.00', currencyId: 1 },
      ])
      .returning({ id: property.id });
    const values = async () =>
      Object.fromEntries(
        [...(await keptTotals(entityId))].map(([currency, totals]) => [currency, totals.value]),
      );
    expect(await values()).toEqual({ 1: 125_000 });
    await db
      .update(property)
      .set({ currencyId: 2 })
      .where(eq(property.id, land?.id ?? 0));
    expect(await values()).toEqual({ 1: 100_000, 2: 25_000 });
    await db.delete(property).where(eq(property.id, house?.id ?? 0));
    expect(await values()).toEqual({ 2: 25_000 });
  });

  it('follow the clock: a contract starting after the last write counts once it has started', async () => {
    const api = apiAs(server, (await signUp(server)).headers);
    const entityId = await createEntity(api);
    const propertyId = await api.create(`/entities/${entityId}/properties`, {
      baseInfo: { propertyTypeId: 1 },
    });
    await db.execute(sql`
      insert into contract (entity_id, property_id, currency_id, frequency_type_id, frequency_value, amount, start_date, end_date)
      values (${entityId}, ${propertyId}, 1, 3, 1, 650, now() + interval '1.5 seconds', now() + interval '300 days')`);
    const read = () =>
      api
        .get<Page<PropertyListItem>>(`/entities/${entityId}/properties?page=1`)
        .then(({ items }) => items[0]);
    expect(await read()).toMatchObject({ occupation: 0, contractAmountHierarchy: 0 });
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(await read()).toMatchObject({ occupation: 100, contractAmountHierarchy: 650 });
  });

  it('count the writes of two transactions changing one subtree at once', async () => {
    const api = apiAs(server, (await signUp(server)).headers);
    const entityId = await createEntity(api);
    const [building] = await db
      .insert(property)
      .values({ entityId, propertyTypeId: 2 })
      .returning({ id: property.id });
    const flats = await db
      .insert(property)
      .values([1, 2, 3].map(() => ({ entityId, propertyTypeId: 3, parentPropertyId: building?.id ?? null })))
      .returning({ id: property.id });
    const letFlat = (propertyId: number) =>
      db.transaction((tx) =>
        tx.insert(contract).values({
          entityId,
          propertyId,
          currencyId: 1,
          frequencyTypeId: 3,
          frequencyValue: 1,
          amount: '700',
          startDate: noonIn(-10),
          endDate: noonIn(300),
        }),
      );
    await Promise.all(flats.map((flat) => letFlat(flat.id)));
    const [row] = await db
      .select()
      .from(propertyFigures)
      .where(
        and(eq(propertyFigures.entityId, entityId), inArray(propertyFigures.propertyId, [building?.id ?? 0])),
      );
    expect(row).toMatchObject({ units: 3, occupied: 3, contracts: 3, contractTotal: '2100.00' });
  });
});
