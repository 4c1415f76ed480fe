import type { EntityFinanceOverview, OverviewContract, OverviewTotalsAnswer, Page } from '@arrenda/core';
import { sumMoney, todayInPortugal } from '@arrenda/core';
import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, createEntity, monthlyContract } from '../../test/api-client';
import { signUp, startTestServer, type TestServer } from '../../test/harness';
import { pick } from '../../test/random-writes';
import { listContracts, pageContracts } from '../contracts/queries';
import type { Db } from '../db/client';
import { contract, contractFigures, entity, payment, property, rent, tenant } from '../db/schema';
import { updateStates } from '../rent-updates/queries';
import { missingAtReceipts, trailStart } from '../tax-year/at-receipt-queries';
import { overviewContract } from './contract-state';
import { refreshOverview } from './kept-overview';
import { periodMonths } from './period-months';
import { keptPeriodTotals } from './period-totals-queries';
import { contractRentMonths, contractRents } from './queries';
import { refreshKeptFigures } from './refresh-job';
import { periodPage } from './summary-page-queries';

/**
 * The kept overview rows (docs/domain.md "Kept figures") against the overview computed from scratch
 * over the whole entity, after random sequences of writes through the API (contracts created,
 * re-dated and deleted, rents added and deleted, payments made and deleted) and renames made
 * straight in the tables. Any write the database failed to mark would leave a row out of date.
 */
let server: TestServer;
let db: Db;
let api: Api;

beforeAll(async () => {
  server = await startTestServer();
  db = server.app.ctx.db;
  api = apiAs(server, (await signUp(server)).headers);
});
afterAll(() => server?.close());

type Op =
  | {
      kind: 'addContract';
      property: number;
      tenant: number;
      start: number;
      months: number;
      amount: number;
      retention: boolean;
    }
  | { kind: 'redate'; target: number; start: number; months: number }
  | { kind: 'deleteContract'; target: number }
  | { kind: 'addRent'; target: number; month: number; amount: number }
  | { kind: 'deleteRent'; target: number }
  | { kind: 'reperiod'; target: number; month: number }
  | { kind: 'pay'; target: number; share: number }
  | { kind: 'deletePayment'; target: number }
  | { kind: 'renameProperty'; target: number; name: string }
  | { kind: 'renameTenant'; target: number; name: string }
  | { kind: 'recordAtReceipt'; target: number; clear: boolean }
  | { kind: 'exempt'; exempt: boolean };

const at = fc.nat(30);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('addContract' as const),
      property: at,
      tenant: at,
      start: fc.integer({ min: -30, max: 4 }),
      months: fc.integer({ min: 1, max: 40 }),
      amount: fc.integer({ min: 1, max: 3000 }),
      retention: fc.boolean(),
    }),
  },
  fc.record({
    kind: fc.constant('redate' as const),
    target: at,
    start: fc.integer({ min: -30, max: 4 }),
    months: fc.integer({ min: 1, max: 40 }),
  }),
  fc.record({ kind: fc.constant('deleteContract' as const), target: at }),
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('addRent' as const),
      target: at,
      month: fc.integer({ min: -30, max: 3 }),
      amount: fc.integer({ min: 1, max: 3000 }),
    }),
  },
  fc.record({ kind: fc.constant('deleteRent' as const), target: at }),
  fc.record({ kind: fc.constant('reperiod' as const), target: at, month: fc.integer({ min: -30, max: 3 }) }),
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      target: at,
      share: fc.constantFrom(0.25, 0.5, 1),
    }),
  },
  fc.record({ kind: fc.constant('deletePayment' as const), target: at }),
  fc.record({
    kind: fc.constant('renameProperty' as const),
    target: at,
    name: fc.constantFrom('Casa Azul', 'Ático', 'loja 2'),
  }),
  fc.record({
    kind: fc.constant('renameTenant' as const),
    target: at,
    name: fc.constantFrom('Ana', 'Zé', 'Maria'),
  }),
  fc.record({ kind: fc.constant('recordAtReceipt' as const), target: at, clear: fc.boolean() }),
  fc.record({ kind: fc.constant('exempt' as const), exempt: fc.boolean() }),
);

/** The 10th of the month `offset` months from this one, 'YYYY-MM-DD'. */
function monthDay(offset: number, day = 10) {
  const date = new Date();
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, day))
    .toISOString()
    .slice(0, 10);
}

interface Setup {
  entityId: number;
  properties: number[];
  tenants: number[];
}

async function setUp(): Promise<Setup> {
  const entityId = await createEntity(api);
  const properties = [];
  for (const name of ['Casa', 'Loja', 'Quarto']) {
    properties.push(
      await api.create(`/entities/${entityId}/properties`, { baseInfo: { propertyTypeId: 1, name } }),
    );
  }
  const tenants = [];
  for (const name of ['Rui', 'Sofia'])
    tenants.push(await api.create(`/entities/${entityId}/tenants`, { name }));
  return { entityId, properties, tenants };
}

async function apply({ entityId, properties, tenants }: Setup, op: Op) {
  const contracts = await db
    .select({ id: contract.id, propertyId: contract.propertyId, version: contract.version })
    .from(contract)
    .where(eq(contract.entityId, entityId))
    .orderBy(contract.id);
  const rents = await db
    .select({ id: rent.id, contractId: rent.contractId, amount: rent.amount })
    .from(rent)
    .where(eq(rent.entityId, entityId))
    .orderBy(rent.id);
  const payments = await db
    .select({ id: payment.id, rentId: payment.rentId })
    .from(payment)
    .where(eq(payment.entityId, entityId))
    .orderBy(payment.id);
  const base = `/entities/${entityId}/properties`;
  const contractPath = (target: { id: number; propertyId: number }) =>
    `${base}/${target.propertyId}/contracts/${target.id}`;
  const rentPath = (target: { id: number; contractId: number }) => {
    const owner = contracts.find((item) => item.id === target.contractId);
    return owner ? `${contractPath(owner)}/rents/${target.id}` : undefined;
  };
  const body = (
    propertyId: number,
    tenantId: number,
    start: number,
    months: number,
    amount: number,
    retention: boolean,
  ) =>
    monthlyContract(propertyId, tenantId, {
      amount,
      taxRetention: retention,
      taxRetentionPercentage: retention ? 25 : null,
      startDate: monthDay(start, 1),
      endDate: monthDay(start + months, 1),
    });
  switch (op.kind) {
    case 'addContract': {
      const propertyId = pick(properties, op.property) as number;
      // An overlapping contract is refused (409): the sequence goes on without it.
      await api.call(
        'POST',
        `${base}/${propertyId}/contracts`,
        body(propertyId, pick(tenants, op.tenant) as number, op.start, op.months, op.amount, op.retention),
      );
      return;
    }
    case 'redate': {
      const target = pick(contracts, op.target);
      if (!target) return;
      const view = await api.get<{ amount: number; tenants: { id: number }[]; taxRetention: boolean }>(
        contractPath(target),
      );
      await api.call('PUT', contractPath(target), {
        ...body(
          target.propertyId,
          view.tenants[0]?.id ?? (tenants[0] as number),
          op.start,
          op.months,
          view.amount,
          view.taxRetention,
        ),
        version: target.version,
      });
      return;
    }
    case 'deleteContract': {
      const target = pick(contracts, op.target);
      if (target) await api.call('DELETE', contractPath(target));
      return;
    }
    case 'addRent': {
      const target = pick(contracts, op.target);
      if (!target) return;
      const day = monthDay(op.month);
      await api.call('POST', `${contractPath(target)}/rents`, {
        currencyId: 1,
        paymentPeriodDate: day,
        paymentDueDate: day,
        amount: op.amount,
      });
      return;
    }
    case 'deleteRent': {
      const target = pick(rents, op.target);
      const path = target && rentPath(target);
      if (path) await api.call('DELETE', path);
      return;
    }
    case 'reperiod': {
      // Straight in the table: the kept latest period follows any write of a rent's period.
      const target = pick(rents, op.target);
      if (target)
        await db
          .update(rent)
          .set({ paymentPeriodDate: new Date(`${monthDay(op.month, 15)}T12:00:00.000Z`) })
          .where(eq(rent.id, target.id));
      return;
    }
    case 'pay': {
      const target = pick(rents, op.target);
      const path = target && rentPath(target);
      if (!target || !path) return;
      const amount = Math.max(0.01, Math.round(Number(target.amount) * op.share * 100) / 100);
      await api.call('POST', `${path}/payments`, {
        currencyId: 1,
        paymentDate: monthDay(0, 5),
        amount,
        description: `paid ${amount}`,
      });
      return;
    }
    case 'deletePayment': {
      const target = pick(payments, op.target);
      const owner = target && rents.find((item) => item.id === target.rentId);
      const path = owner && rentPath(owner);
      if (target && path) await api.call('DELETE', `${path}/payments/${target.id}`);
      return;
    }
    case 'renameProperty':
      await db
        .update(property)
        .set({ name: op.name })
        .where(eq(property.id, pick(properties, op.target) as number));
      return;
    case 'renameTenant':
      await db
        .update(tenant)
        .set({ name: op.name })
        .where(eq(tenant.id, pick(tenants, op.target) as number));
      return;
    case 'recordAtReceipt': {
      const target = pick(payments, op.target);
      if (!target) return;
      const url = `/entities/${entityId}/atReceipts/${target.id}`;
      await (op.clear ? api.call('DELETE', url) : api.call('PUT', url, { number: `${target.id}` }));
      return;
    }
    case 'exempt':
      // Straight in the table: any write of the exemption marks the entity's rows.
      await db.update(entity).set({ atReceiptsExempt: op.exempt }).where(eq(entity.id, entityId));
      return;
  }
}

/** The overview's rows computed afresh over the whole entity, as before anything was kept. */
async function fromScratch(entityId: number): Promise<OverviewContract[]> {
  const now = new Date();
  const [contracts, rents, months, updates, atMissing] = await Promise.all([
    listContracts(db, entityId, { all: true }),
    contractRents(db, entityId, todayInPortugal(now)),
    contractRentMonths(db, entityId, now.getUTCFullYear()),
    updateStates(db, entityId),
    missingAtReceipts(db, entityId, trailStart(now)),
  ]);
  const latest = new Map<number, string>();
  for (const { propertyId, startDate } of contracts) {
    if (startDate > (latest.get(propertyId) ?? '')) latest.set(propertyId, startDate);
  }
  return contracts
    .map((view) =>
      overviewContract(
        view,
        rents.get(view.id) ?? { last: null, oldestUnpaidDue: null },
        months.get(view.id) ?? { months: [], retainedYearCents: 0 },
        (latest.get(view.propertyId) ?? '') > view.startDate,
        now,
        updates.get(view.id),
        atMissing.get(view.id),
      ),
    )
    .filter((item) => item.current || item.debt > 0 || item.actions.length > 0);
}

const byContract = (items: OverviewContract[]) => [...items].sort((a, b) => a.contractId - b.contractId);

/** An entity with one contract running today, started two months ago. */
async function withOneContract(): Promise<Setup> {
  const setup = await setUp();
  await apply(setup, {
    kind: 'addContract',
    property: 0,
    tenant: 0,
    start: -2,
    months: 12,
    amount: 800,
    retention: false,
  });
  return setup;
}

/**
 * An entity with a contract on each of its first two properties, started three months ago, each
 * owing one overdue rent of its amount; its overview rows computed.
 */
async function twoOwing(amounts: readonly [number, number]): Promise<Setup> {
  const setup = await setUp();
  for (const [property, amount] of amounts.entries())
    await apply(setup, {
      kind: 'addContract',
      property,
      tenant: property,
      start: -3,
      months: 12,
      amount,
      retention: false,
    });
  for (const [target, amount] of amounts.entries())
    await apply(setup, { kind: 'addRent', target, month: -2, amount });
  await refreshOverview(db, setup.entityId);
  return setup;
}

/** The contracts of the setup's first two properties, in their order. */
async function contractsOfProperties(setup: Setup) {
  const rows = await db
    .select({ id: contract.id, propertyId: contract.propertyId })
    .from(contract)
    .where(eq(contract.entityId, setup.entityId));
  return setup.properties.slice(0, 2).map((id) => rows.find((row) => row.propertyId === id));
}

/** Pays 100 of the contract's oldest rent through the API. */
async function payPart(setup: Setup, target: { id: number; propertyId: number } | undefined) {
  const [oldest] = await db
    .select({ id: rent.id })
    .from(rent)
    .where(eq(rent.contractId, target?.id as number))
    .orderBy(rent.paymentDueDate)
    .limit(1);
  await api.call(
    'POST',
    `/entities/${setup.entityId}/properties/${target?.propertyId}/contracts/${target?.id}/rents/${oldest?.id}/payments`,
    { currencyId: 1, paymentDate: monthDay(0, 5), amount: 100, description: 'part' },
  );
}

/** Each contract's latest rent period, by contract id. */
const lastPeriods = (items: readonly { id: number; lastPaymentPeriod: string | null }[]) =>
  Object.fromEntries(items.map((item) => [item.id, item.lastPaymentPeriod]));

describe('kept overview rows', () => {
  it('match the overview computed from scratch after any sequence of writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 14 }), async (ops) => {
        const setup = await setUp();
        for (const op of ops) await apply(setup, op);
        const expected = await fromScratch(setup.entityId);
        const kept = await api.get<EntityFinanceOverview>(`/entities/${setup.entityId}/overview`);
        expect(byContract(kept.contracts)).toEqual(byContract(expected));
        expect(kept.totals).toEqual({
          debt: sumMoney(expected.map((item) => item.debt)),
          retainedAmountYear: sumMoney(expected.map((item) => item.retainedAmountYear)),
          missingRents: expected.reduce((sum, item) => sum + item.missingRents, 0),
          actionsRequired: expected.filter((item) => item.actions.length > 0).length,
          currentContracts: expected.filter((item) => item.current).length,
        });
        const { byCurrency, ...totals } = await api.get<OverviewTotalsAnswer>(
          `/entities/${setup.entityId}/overview/totals`,
        );
        expect(totals).toEqual(kept.totals);
        expect(sumMoney(byCurrency.map((row) => row.debt))).toBe(kept.totals.debt);
        const page = await api.get<Page<OverviewContract>>(
          `/entities/${setup.entityId}/overview?pageSize=100`,
        );
        expect(page.total).toBe(expected.length);
        // The contract list's kept latest rent periods, against the rents themselves.
        const listed = await api.get<Page<{ id: number; lastPaymentPeriod: string | null }>>(
          `/entities/${setup.entityId}/contracts?pageSize=100`,
        );
        const live = await listContracts(db, setup.entityId, { all: true });
        expect(lastPeriods(listed.items)).toEqual(lastPeriods(live));
      }),
      { numRuns: 15 },
    );
  });

  it('keep what each contract owes exact through the writes after they were computed, until the clock passes it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(opArb, { minLength: 1, maxLength: 10 }),
        fc.array(opArb, { minLength: 1, maxLength: 10 }),
        async (before, after) => {
          const setup = await setUp();
          for (const op of before) await apply(setup, op);
          await refreshOverview(db, setup.entityId);
          const computed = new Set(
            (await listContracts(db, setup.entityId, { all: true })).map((view) => view.id),
          );
          for (const op of after) await apply(setup, op);
          const live = await listContracts(db, setup.entityId, { all: true });
          // 'infinity' (no owed rent left to fall due) is no JavaScript date: the database compares.
          const kept = await db
            .select({
              id: contractFigures.contractId,
              owed: contractFigures.owed,
              tenants: sql<{ id: number; name: string }[]>`${contractFigures.item} -> 'tenants'`,
            })
            .from(contractFigures)
            .where(
              and(
                eq(contractFigures.entityId, setup.entityId),
                gt(contractFigures.owedValidUntil, sql`now()`),
              ),
            );
          const exact = new Map(kept.map((row) => [row.id, row]));
          for (const view of live) {
            const row = exact.get(view.id);
            // The contract list reads both until then: what it owes and its tenants.
            if (row) expect([Number(row.owed), row.tenants]).toEqual([view.debt, view.tenants]);
          }
          // Only a contract's write or a tenant's leaves a computed row to the refresh: rents and
          // payments alone keep every one exact.
          const contractWrites = ['addContract', 'redate', 'deleteContract', 'renameTenant'];
          if (!after.some((op) => contractWrites.includes(op.kind)))
            for (const view of live) expect(exact.has(view.id)).toBe(computed.has(view.id));
        },
      ),
      { numRuns: 15 },
    );
  });

  it('let a page of the contracts in debt skip the refresh a payment on another contract asks', async () => {
    const setup = await twoOwing([400, 900]);
    const [small, large] = await contractsOfProperties(setup);
    await payPart(setup, small);
    const query = { filter: 'IN_DEBT', sort: 'debt', order: 'desc', page: 1, pageSize: 1 } as const;
    const page = await pageContracts(db, setup.entityId, query);
    const live = await listContracts(db, setup.entityId, { all: true });
    const inDebt = live.filter((view) => view.debt > 0);
    expect(page.stale).toBe(false);
    expect(page.total).toBe(inDebt.length);
    expect(page.items.map((view) => [view.id, view.debt])).toEqual(
      live.filter((view) => view.id === large?.id).map((view) => [view.id, view.debt]),
    );
    // Nor does the paid contract's own page: what it owes moved with the payment.
    const second = await pageContracts(db, setup.entityId, { ...query, page: 2 });
    expect(second.stale).toBe(false);
    expect(second.items.map((view) => view.debt)).toEqual(
      live.filter((view) => view.id === small?.id).map((view) => view.debt),
    );
    // A tenant renamed makes the pages wait: the kept tenants (and the sort on them) come with the refresh.
    await db.execute(sql`update tenant set name = 'Renamed' where entity_id = ${setup.entityId}`);
    expect((await pageContracts(db, setup.entityId, { ...query, page: 2 })).stale).toBe(true);
  });

  it("let a page of the period summary skip the refresh a payment off the page asks, not a contract's write", async () => {
    const setup = await twoOwing([500, 500]);
    const query = { startDate: monthDay(-3), endDate: monthDay(0), page: 1, pageSize: 1 };
    const stale = async (page: number) =>
      (
        await periodPage(db, setup.entityId, { ...query, page }, periodMonths(query), {
          offset: page - 1,
          limit: 1,
        })
      ).stale;
    expect([await stale(1), await stale(2)]).toEqual([false, false]);

    // A payment on the contract of the second property ("Loja"): the first page does not wait for it.
    const [, second] = await contractsOfProperties(setup);
    await payPart(setup, second);
    expect([await stale(1), await stale(2)]).toEqual([false, true]);
    // Nor does the footer: what the contracts owe moved with the payment.
    const footer = await keptPeriodTotals(db, setup.entityId, periodMonths(query));
    expect(footer.stale).toBe(false);
    expect(footer.totals.map((line) => line.debt)).toEqual([900]);

    // A new contract changes the period's count: every page waits for its row.
    await refreshOverview(db, setup.entityId);
    await apply(setup, {
      kind: 'addContract',
      property: 2,
      tenant: 0,
      start: -1,
      months: 6,
      amount: 300,
      retention: false,
    });
    expect(await stale(1)).toBe(true);
  });

  it('are brought up to the clock by the hourly job, before anyone reads them', async () => {
    const setup = await withOneContract();
    // As at a month's start: the row's instant has passed and what it holds is out of date.
    await db.execute(sql`
      update contract_figures set valid_until = now() - interval '1 second', debt = 12345, item = null
      where entity_id = ${setup.entityId}`);
    expect(await refreshKeptFigures(server.app.ctx)).toMatchObject({ entities: expect.any(Number) });
    const [row] = await db.select().from(contractFigures).where(eq(contractFigures.entityId, setup.entityId));
    expect(row?.validUntil.getTime()).toBeGreaterThan(Date.now());
    expect(row?.item).toEqual(byContract(await fromScratch(setup.entityId))[0]);
    expect(row?.debt).toBe('0');
  });

  it('are recomputed once for the readers arriving together, each seeing the writes before it', async () => {
    const setup = await withOneContract();
    const mark = sql`update contract_figures set valid_until = now() - interval '1 second', revision = revision + 1,
      item = null where entity_id = ${setup.entityId}`;
    const dialect = new PgDialect();
    let rewrites = 0;
    const counting = new Proxy(db, {
      get(target, key, receiver) {
        if (key !== 'execute') return Reflect.get(target, key, receiver);
        return (query: SQL) => {
          if (dialect.sqlToQuery(query).sql.includes('update contract_figures f set')) rewrites++;
          return target.execute(query);
        };
      },
    });
    const fresh = async () => {
      const [row] = await db
        .select()
        .from(contractFigures)
        .where(eq(contractFigures.entityId, setup.entityId));
      return row?.item !== null && (row?.validUntil.getTime() ?? 0) > Date.now();
    };

    await db.execute(mark);
    await Promise.all(Array.from({ length: 8 }, () => refreshOverview(counting, setup.entityId)));
    expect(rewrites).toBe(1);
    expect(await fresh()).toBe(true);

    // A write landing while a refresh runs: whoever reads after it waits for a refresh that sees it.
    const running = refreshOverview(counting, setup.entityId);
    await db.execute(mark);
    await refreshOverview(counting, setup.entityId);
    expect(await fresh()).toBe(true);
    await running;
    expect(rewrites).toBeLessThanOrEqual(3);
  });
});

describe('the kept latest rent period', () => {
  /** A contract with rents of February and May 2025; its id and the kept and live latest periods. */
  async function withTwoRents() {
    const setup = await setUp();
    const propertyId = setup.properties[0] as number;
    const contractId = await api.create(
      `/entities/${setup.entityId}/properties/${propertyId}/contracts`,
      monthlyContract(propertyId, setup.tenants[0] as number, {
        startDate: '2025-01-01',
        endDate: '2027-01-01',
        amount: 500,
      }),
    );
    const rentOf = (period: string) => ({
      entityId: setup.entityId,
      contractId,
      currencyId: 1,
      paymentDueDate: new Date(`${period}T12:00:00.000Z`),
      paymentPeriodDate: new Date(`${period}T12:00:00.000Z`),
      amount: '500.00',
    });
    const [, may] = await db
      .insert(rent)
      .values([rentOf('2025-02-15'), rentOf('2025-05-15')])
      .returning({ id: rent.id });
    const periods = async () => {
      const [kept] = await db
        .select({ last: contractFigures.lastPaymentPeriod })
        .from(contractFigures)
        .where(eq(contractFigures.contractId, contractId));
      const [live] = await listContracts(db, setup.entityId, { contractId });
      return { kept: kept?.last?.toISOString() ?? null, live: live?.lastPaymentPeriod ?? null };
    };
    return { setup, contractId, mayId: may?.id as number, rentOf, periods };
  }

  const both = (period: string | null) => ({ kept: period, live: period });

  it('follows rents added, deleted and moved to another month, whatever writes them', async () => {
    const { setup, contractId, mayId, rentOf, periods } = await withTwoRents();
    expect(await periods()).toEqual(both('2025-05-15T12:00:00.000Z'));
    await db
      .update(rent)
      .set({ paymentPeriodDate: new Date('2025-03-15T12:00:00.000Z') })
      .where(eq(rent.id, mayId));
    expect(await periods()).toEqual(both('2025-03-15T12:00:00.000Z'));
    const [july] = await db.insert(rent).values(rentOf('2025-07-15')).returning({ id: rent.id });
    expect(await periods()).toEqual(both('2025-07-15T12:00:00.000Z'));
    const contractPath = `/entities/${setup.entityId}/properties/${setup.properties[0]}/contracts/${contractId}`;
    const deleted = await api.call('DELETE', `${contractPath}/rents/${july?.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await periods()).toEqual(both('2025-03-15T12:00:00.000Z'));
    await db.delete(rent).where(eq(rent.contractId, contractId));
    expect(await periods()).toEqual(both(null));
  });

  it('holds a rent added while another transaction deletes the latest one', async () => {
    const { mayId, rentOf, periods } = await withTwoRents();
    let commit = () => {};
    const held = new Promise<void>((resolve) => {
      commit = resolve;
    });
    // July is added and held uncommitted; May's deletion meanwhile waits for it, then counts it.
    // (The rents' marking trigger locks the same row first; the latest period's function locks it
    // itself too, so that it does not rest on the order the triggers run in.)
    const addingJuly = db.transaction(async (tx) => {
      await tx.insert(rent).values(rentOf('2025-07-15'));
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const deletingMay = db.delete(rent).where(eq(rent.id, mayId)).execute();
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await Promise.all([addingJuly, deletingMay]);
    expect(await periods()).toEqual(both('2025-07-15T12:00:00.000Z'));
  });
});
