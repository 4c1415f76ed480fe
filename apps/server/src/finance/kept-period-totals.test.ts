import type { FinanceSummaryTotals } from '@arrenda/core';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, createEntity } from '../../test/api-client';
import { signUp, startTestServer, type TestServer } from '../../test/harness';
import { pick } from '../../test/random-writes';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import {
  contract,
  currency as currencyTable,
  expense,
  payment,
  periodTotals,
  property,
  rent,
} from '../db/schema';
import { FOLD_AFTER, foldPeriodTotals, type TotalsText, totalsLine } from './period-totals-queries';
import { refreshKeptFigures } from './refresh-job';
import { summaryPage, summaryTotals } from './summary-page';

/**
 * The period summary's kept footer (docs/domain.md "Kept figures": `period_totals`) against the
 * footer summed from the raw rows, for several periods, after random sequences of writes made
 * straight to the tables: contracts created, re-dated (leaving rents outside their months),
 * re-priced, moved to another currency and deleted; rents added, moved and deleted; payments made
 * and deleted; expenses added, moved and deleted; the kept rows folded midway.
 */
let server: TestServer;
let db: Db;

beforeAll(async () => {
  server = await startTestServer();
  db = server.app.ctx.db;
});
afterAll(() => server?.close());

type Op =
  | { kind: 'addContract'; property: number; start: number; months: number; amount: number; currency: number }
  | { kind: 'redate'; target: number; start: number; months: number }
  | { kind: 'reprice'; target: number; amount: number; retention: boolean; currency: number }
  | { kind: 'deleteContract'; target: number }
  | { kind: 'addRents'; target: number; months: number[]; amount: number; currency: number }
  | { kind: 'moveRent'; target: number; month: number }
  | { kind: 'deleteRent'; target: number }
  | { kind: 'pay'; target: number; share: number }
  | { kind: 'deletePayment'; target: number }
  | { kind: 'addExpense'; property: number; month: number; amount: number; currency: number }
  | { kind: 'moveExpense'; target: number; property: number; month: number }
  | { kind: 'deleteExpense'; target: number }
  | { kind: 'fold' };

const at = fc.nat(20);
const month = fc.integer({ min: -30, max: 6 });
const amount = fc.integer({ min: 1, max: 300_000 });
const currency = fc.constantFrom(1, 1, 2);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('addContract' as const),
      property: at,
      start: month,
      months: fc.integer({ min: 0, max: 30 }),
      amount,
      currency,
    }),
  },
  fc.record({
    kind: fc.constant('redate' as const),
    target: at,
    start: month,
    months: fc.integer({ min: 0, max: 30 }),
  }),
  fc.record({ kind: fc.constant('reprice' as const), target: at, amount, retention: fc.boolean(), currency }),
  fc.record({ kind: fc.constant('deleteContract' as const), target: at }),
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('addRents' as const),
      target: at,
      months: fc.array(month, { minLength: 1, maxLength: 5 }),
      amount,
      currency,
    }),
  },
  fc.record({ kind: fc.constant('moveRent' as const), target: at, month }),
  fc.record({ kind: fc.constant('deleteRent' as const), target: at }),
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      target: at,
      share: fc.constantFrom(0.3, 0.5, 1),
    }),
  },
  fc.record({ kind: fc.constant('deletePayment' as const), target: at }),
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('addExpense' as const),
      property: fc.nat(3),
      month,
      amount,
      currency,
    }),
  },
  fc.record({ kind: fc.constant('moveExpense' as const), target: at, property: fc.nat(3), month }),
  fc.record({ kind: fc.constant('deleteExpense' as const), target: at }),
  fc.record({ kind: fc.constant('fold' as const) }),
);

/** The entity's own expenses (of no property) dated in [from, to), per currency, from the rows. */
async function ownExpensesFromScratch(entityId: number, from: Date, to: Date) {
  const rows = await db
    .select({
      currency: currencyTable.name,
      amount: expense.amount,
      propertyId: expense.propertyId,
      date: expense.date,
    })
    .from(expense)
    .innerJoin(currencyTable, eq(currencyTable.id, expense.currencyId))
    .where(eq(expense.entityId, entityId));
  const sums = new Map<string, { cents: number; count: number }>();
  for (const row of rows) {
    if (row.propertyId !== null || row.date < from || row.date >= to) continue;
    const sum = sums.get(row.currency) ?? { cents: 0, count: 0 };
    sums.set(row.currency, { cents: sum.cents + Math.round(Number(row.amount) * 100), count: sum.count + 1 });
  }
  return [...sums].map(([name, sum]) => ({ currency: name, amount: sum.cents / 100, count: sum.count }));
}

/** The `day` of the month `offset` months from this one, at `hour` UTC. */
function inMonth(offset: number, day: number, hour: number) {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, day, hour));
}

const money = (cents: number) => (cents / 100).toFixed(2);

async function apply(entityId: number, properties: number[], op: Op) {
  const ids = async (table: typeof contract | typeof rent | typeof payment | typeof expense) =>
    (await db.select({ id: table.id }).from(table).where(eq(table.entityId, entityId)).orderBy(table.id)).map(
      (row) => row.id,
    );
  const [contracts, rents, payments, expenses] = await Promise.all([
    ids(contract),
    ids(rent),
    ids(payment),
    ids(expense),
  ]);
  switch (op.kind) {
    case 'addContract':
      // Overlaps are the API's to refuse: the tables take them, and the totals count each contract.
      await db.insert(contract).values({
        entityId,
        propertyId: pick(properties, op.property) as number,
        currencyId: op.currency,
        frequencyTypeId: 3,
        frequencyValue: 1,
        amount: money(op.amount),
        extraAmount: op.amount % 3 === 0 ? '25.50' : null,
        startDate: inMonth(op.start, 1, 10),
        endDate: inMonth(op.start + op.months + 1, 0, 16),
      });
      return;
    case 'redate': {
      const target = pick(contracts, op.target);
      if (target)
        await db
          .update(contract)
          .set({ startDate: inMonth(op.start, 12, 10), endDate: inMonth(op.start + op.months, 20, 16) })
          .where(eq(contract.id, target));
      return;
    }
    case 'reprice': {
      const target = pick(contracts, op.target);
      if (target)
        await db
          .update(contract)
          .set({
            amount: money(op.amount),
            currencyId: op.currency,
            taxRetention: op.retention,
            taxRetentionPercentage: op.retention ? '25' : null,
          })
          .where(eq(contract.id, target));
      return;
    }
    case 'deleteContract': {
      const target = pick(contracts, op.target);
      if (target) await db.delete(contract).where(eq(contract.id, target));
      return;
    }
    case 'addRents': {
      const target = pick(contracts, op.target);
      if (!target) return;
      // One statement for all: the totals follow a statement writing several rows.
      await db.insert(rent).values(
        op.months.map((offset, n) => ({
          entityId,
          contractId: target,
          currencyId: op.currency,
          paymentDueDate: inMonth(offset, 8, 12),
          paymentPeriodDate: inMonth(offset, 15, 12),
          amount: money(op.amount),
          retainedAmount: n % 2 === 0 ? money(Math.round(op.amount / 4)) : null,
        })),
      );
      return;
    }
    case 'moveRent': {
      const target = pick(rents, op.target);
      if (target)
        await db
          .update(rent)
          .set({ paymentPeriodDate: inMonth(op.month, 15, 12) })
          .where(eq(rent.id, target));
      return;
    }
    case 'deleteRent': {
      const target = pick(rents, op.target);
      if (target) await db.delete(rent).where(eq(rent.id, target));
      return;
    }
    case 'pay': {
      const target = pick(rents, op.target);
      if (!target) return;
      const [owed] = await db.select().from(rent).where(eq(rent.id, target));
      if (!owed) return;
      const cents = Math.round((Number(owed.amount) - Number(owed.retainedAmount ?? 0)) * 100 * op.share);
      if (cents > 0)
        await db.insert(payment).values({
          entityId,
          rentId: target,
          currencyId: owed.currencyId,
          paymentDate: new Date(),
          amount: money(cents),
        });
      return;
    }
    case 'deletePayment': {
      const target = pick(payments, op.target);
      if (target) await db.delete(payment).where(eq(payment.id, target));
      return;
    }
    case 'addExpense':
      await db.insert(expense).values({
        entityId,
        propertyId: properties[op.property] ?? null,
        currencyId: op.currency,
        name: 'Obras',
        amount: money(op.amount),
        date: inMonth(op.month, 20, 12),
      });
      return;
    case 'moveExpense': {
      const target = pick(expenses, op.target);
      if (target)
        await db
          .update(expense)
          .set({ propertyId: properties[op.property] ?? null, date: inMonth(op.month, 3, 12) })
          .where(eq(expense.id, target));
      return;
    }
    case 'deleteExpense': {
      const target = pick(expenses, op.target);
      if (target) await db.delete(expense).where(eq(expense.id, target));
      return;
    }
    case 'fold':
      await foldPeriodTotals(db, entityId);
      return;
  }
}

type Line = FinanceSummaryTotals['totals'][number];

/**
 * The footer summed from the raw rows: the contracts overlapping the period (with what they owe on
 * their overdue rents now, docs/domain.md), the rents of its months of those contracts, the
 * property expenses of its months, each in its currency.
 */
async function fromScratch(entityId: number, from: Date, to: Date): Promise<Line[]> {
  const rows = await queryRows<TotalsText>(
    db,
    sql`
    with overlapping as (
      select c.*, (select coalesce(sum(r.amount_to_pay), 0) from rent r
          where r.contract_id = c.id and r.amount_to_pay > 0
            and r.payment_due_date < ((now() at time zone 'Europe/Lisbon')::date::timestamp at time zone 'UTC')) as debt
      from contract c
      where c.entity_id = ${entityId} and c.start_date < ${to} and c.end_date >= ${from}
    ),
    lines as (
      select currency_id, amount + coalesce(extra_amount, 0) as contract_total,
        amount + coalesce(extra_amount, 0) - case when tax_retention
          then round(coalesce(taxable_amount, amount) * coalesce(tax_retention_percentage, 0) / 100, 2) else 0 end
          as contract_payment,
        debt, 0 as to_pay, 0 as paid, 0 as to_retain, 0 as retained, 0 as expenses
      from overlapping
      union all
      select r.currency_id, 0, 0, 0, r.amount - coalesce(r.retained_amount, 0), r.paid_amount,
        coalesce(r.retained_amount, 0),
        case when r.amount - coalesce(r.retained_amount, 0) <= 0 then coalesce(r.retained_amount, 0)
          else least(coalesce(r.retained_amount, 0),
            round(coalesce(r.retained_amount, 0) * r.paid_amount / (r.amount - coalesce(r.retained_amount, 0)), 2)) end,
        0
      from rent r join overlapping c on c.id = r.contract_id
      where r.payment_period_date >= ${from} and r.payment_period_date < ${to}
      union all
      select currency_id, 0, 0, 0, 0, 0, 0, 0, amount
      from expense
      where entity_id = ${entityId} and property_id is not null and date >= ${from} and date < ${to}
    )
    select cu.name as currency, sum(contract_total)::text as contract_total,
      sum(contract_payment)::text as contract_payment, sum(to_pay)::text as to_pay, sum(paid)::text as paid,
      sum(to_retain)::text as to_retain, sum(retained)::text as retained, sum(expenses)::text as expenses,
      sum(debt)::text as debt
    from lines join currency cu on cu.id = lines.currency_id
    group by cu.name order by cu.name`,
  );
  return rows.map(totalsLine);
}

/** How many rows the period summary has: its contracts, and its properties with expenses but no contract. */
async function rowCount(entityId: number, from: Date, to: Date): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select ((select count(*) from contract c
        where c.entity_id = ${entityId} and c.start_date < ${to} and c.end_date >= ${from})
      + (select count(distinct e.property_id) from expense e
        where e.entity_id = ${entityId} and e.property_id is not null and e.date >= ${from} and e.date < ${to}
          and not exists (select 1 from contract c where c.property_id = e.property_id
            and c.start_date < ${to} and c.end_date >= ${from})))::int as total`,
  );
  return row?.total ?? 0;
}

/** A period from its first and last months' offsets from this month: its bounds and its query. */
function periodOf(first: number, last: number) {
  const from = inMonth(first, 1, 0);
  const to = inMonth(last + 1, 1, 0);
  const period = {
    startDate: from.toISOString().slice(0, 10),
    endDate: inMonth(last, 28, 0).toISOString().slice(0, 10),
  };
  return { from, to, period };
}

/** Periods as [first month, last month] offsets from this month. */
const PERIODS = [
  [-11, 0],
  [-30, -19],
  [-5, 6],
  [-40, 10],
  [2, 2],
] as const;

describe('kept period totals', () => {
  it('match the footer summed from the raw rows after any sequence of writes', async () => {
    const api = apiAs(server, (await signUp(server)).headers);
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 16 }), async (ops) => {
        const entityId = await createEntity(api);
        const properties: number[] = [];
        for (const name of ['Casa', 'Loja', 'Quarto']) {
          const [created] = await db
            .insert(property)
            .values({ entityId, propertyTypeId: 1, name })
            .returning({ id: property.id });
          if (created) properties.push(created.id);
        }
        // The page's count of the first period after every write: a count kept before a write must
        // not outlive it.
        const watched = periodOf(...PERIODS[0]);
        for (const op of ops) {
          await apply(entityId, properties, op);
          const page = await summaryPage(db, entityId, { ...watched.period, page: 1, pageSize: 1 });
          expect(page.total).toBe(await rowCount(entityId, watched.from, watched.to));
        }
        for (const [first, last] of PERIODS) {
          const { from, to, period } = periodOf(first, last);
          const kept = await summaryTotals(db, entityId, period);
          expect(kept.totals).toEqual(await fromScratch(entityId, from, to));
          const byCurrency = (a: { currency: string }, b: { currency: string }) =>
            a.currency < b.currency ? -1 : 1;
          expect(kept.entityExpenses.toSorted(byCurrency)).toEqual(
            (await ownExpensesFromScratch(entityId, from, to)).toSorted(byCurrency),
          );
          // The page's count, kept too, and its rows walked by property.
          const page = await summaryPage(db, entityId, { ...period, page: 1, pageSize: 100 });
          const count = await rowCount(entityId, from, to);
          expect(page.total).toBe(count);
          expect(page.items).toHaveLength(count);
        }
      }),
      { numRuns: 25 },
    );
  });

  /**
   * A new entity with more rows of differences than a read leaves unfolded: one statement per
   * expense, as expenses typed one by one, over 3 months.
   */
  async function gatheredDifferences() {
    const api = apiAs(server, (await signUp(server)).headers);
    const entityId = await createEntity(api);
    const [owner] = await db
      .insert(property)
      .values({ entityId, propertyTypeId: 1, name: 'Casa' })
      .returning({ id: property.id });
    const count = FOLD_AFTER + 4;
    for (let n = 0; n < count; n++)
      await apply(entityId, [owner?.id ?? 0], {
        kind: 'addExpense',
        property: 0,
        month: -(n % 3),
        amount: 100 + n,
        currency: 1,
      });
    const rows = () => db.$count(periodTotals, eq(periodTotals.entityId, entityId));
    expect(await rows()).toBe(count);
    return { entityId, count, rows };
  }

  it('are folded by a period summary page that finds many writes gathered, counting the same', async () => {
    const { entityId, rows } = await gatheredDifferences();
    const period = {
      startDate: inMonth(-2, 1, 0).toISOString().slice(0, 10),
      endDate: inMonth(0, 1, 0).toISOString().slice(0, 10),
      page: 1,
      pageSize: 10,
    };
    // The property with expenses and no contract is the period's one row, before and after the fold.
    expect((await summaryPage(db, entityId, period)).total).toBe(1);
    expect(await rows()).toBe(3);
    expect((await summaryPage(db, entityId, period)).total).toBe(1);
  });

  it('are folded by the hourly job once many writes gathered, totalling the same', async () => {
    const { entityId, count, rows } = await gatheredDifferences();
    await refreshKeptFigures(server.app.ctx);
    expect(await rows()).toBe(3);
    const [from, to] = [inMonth(-2, 1, 0), inMonth(1, 1, 0)];
    const kept = await summaryTotals(db, entityId, {
      startDate: from.toISOString().slice(0, 10),
      endDate: inMonth(0, 1, 0).toISOString().slice(0, 10),
    });
    expect(kept.totals).toEqual(await fromScratch(entityId, from, to));
    // Amounts in cents: 100 + n for the n-th.
    expect(kept.totals[0]?.expenses).toBe((count * 100 + (count * (count - 1)) / 2) / 100);
  });
});
