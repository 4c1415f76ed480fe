import { readFileSync } from 'node:fs';
import type { FinanceSummary, FinanceSummaryRow, FinanceSummaryTotals, Page } from '@arrenda/core';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, createEntity, monthlyContract } from '../../test/api-client';
import { signUp, startTestServer, type TestServer } from '../../test/harness';
import { queryRows } from '../db/raw';
import { retainedShareCents } from './queries';

describe('the retained tax a payment withheld', () => {
  it('is in proportion to what was paid of the net amount, rounded half up to the cent', () => {
    expect(retainedShareCents(25_000, 75_000, 30_000)).toBe(10_000);
    expect(retainedShareCents(1, 2, 1)).toBe(1); // half a cent rounds up
    expect(retainedShareCents(1, 3, 1)).toBe(0);
    expect(retainedShareCents(25_000, 75_000, 0)).toBe(0);
  });

  it('is all of it once the net amount is paid, never more, and all of it when nothing is to pay', () => {
    expect(retainedShareCents(25_000, 75_000, 75_000)).toBe(25_000);
    expect(retainedShareCents(25_000, 75_000, 80_000)).toBe(25_000);
    expect(retainedShareCents(10_000, 0, 0)).toBe(10_000);
  });

  it('stays exact at the largest amounts, where a float product would not', () => {
    const retained = 24_999_999_999_999; // cents
    const net = 74_999_999_999_997;
    expect(retainedShareCents(retained, net, net - 1)).toBe(retained);
    expect(retainedShareCents(retained, net, 3)).toBe(1);
  });
});

/**
 * The database's retained_share sums the period totals and the summary page's rows
 * (docs/performance.md "The summary page's sums"): it must count each rent's share to the cent as
 * the server's retainedShareCents does, at any amount a rent may hold.
 */
describe("the database's retained share", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  /** Cents as a numeric column's text, written from the integer (no float division). */
  const text = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

  interface Rent {
    retained: number;
    net: number;
    paid: number;
  }

  /** Each rent's share as the database counts it, in cents. */
  async function sqlShares(rents: readonly Rent[]) {
    const rows = rents.map(({ retained, net, paid }) => ({
      amount: text(retained + net),
      retained: text(retained),
      paid: text(paid),
    }));
    const shares = await queryRows<{ share: string }>(
      server.app.ctx.db,
      sql`select retained_share((t.r ->> 'amount')::numeric, (t.r ->> 'retained')::numeric,
          (t.r ->> 'paid')::numeric)::text as share
        from json_array_elements(${JSON.stringify(rows)}::json) with ordinality as t(r, n)
        order by t.n`,
    );
    return shares.map(({ share }) => Math.round(Number(share) * 100));
  }

  it('is exact where a numeric division rounded to a few decimals lands on a half cent', async () => {
    // 50,000,000,000.01 retained of 100,000,000,000.01 net, 100,000,000,000.00 paid: the share is
    // a hair below 50,000,000,000.005, which the old division rounded up.
    const rent = { retained: 5_000_000_000_001, net: 10_000_000_000_001, paid: 10_000_000_000_000 };
    expect(retainedShareCents(rent.retained, rent.net, rent.paid)).toBe(5_000_000_000_000);
    expect(await sqlShares([rent])).toEqual([5_000_000_000_000]);
  });

  it('counts every rent as retainedShareCents does, small amounts and amounts of billions', async () => {
    const amount = fc.oneof(
      fc.integer({ min: 0, max: 1_000_000 }),
      fc.integer({ min: 0, max: 49_999_999_999_999 }),
    );
    const rent = fc.record({ retained: amount, net: amount, paid: amount });
    await fc.assert(
      fc.asyncProperty(fc.array(rent, { minLength: 1, maxLength: 200 }), async (rents) => {
        const expected = rents.map(({ retained, net, paid }) => retainedShareCents(retained, net, paid));
        expect(await sqlShares(rents)).toEqual(expected);
      }),
      { numRuns: 40 },
    );
  });

  it('sums a rent of billions the same on the summary page, in the whole answer and in the kept totals, which 0052 corrected', async () => {
    const api = apiAs(server, (await signUp(server)).headers);
    const entityId = await createEntity(api);
    const base = `/entities/${entityId}`;
    const tenantId = await api.create(`${base}/tenants`, { name: 'Grande Empresa' });
    const propertyId = await api.create(`${base}/properties`, {
      baseInfo: { propertyTypeId: 3, name: 'Torre' },
    });
    const contracts = `${base}/properties/${propertyId}/contracts`;
    const year = new Date().getUTCFullYear() - 1;
    const contract = `${contracts}/${await api.create(contracts, monthlyContract(propertyId, tenantId, { amount: 1000, startDate: `${year}-01-01`, endDate: `${year + 1}-12-31` }))}`;
    const day = `${year}-03-08`;
    // The case above: 50,000,000,000.01 retained of 150,000,000,000.02, 100,000,000,000.00 paid.
    const rentId = await api.create(`${contract}/rents`, {
      currencyId: 1,
      paymentPeriodDate: day,
      paymentDueDate: day,
      amount: 150_000_000_000.02,
      taxableAmount: 150_000_000_000.02,
      retainedAmount: 50_000_000_000.01,
    });
    await api.create(`${contract}/rents/${rentId}/payments`, {
      currencyId: 1,
      paymentDate: day,
      amount: 100_000_000_000,
    });
    const period = `startDate=${year}-01-01&endDate=${year}-12-31`;
    const retainedOf = (rows: FinanceSummaryRow[]) => rows.map((row) => row.rentsAmountRetainedPeriod);
    const keptRetained = async () =>
      (await api.get<FinanceSummaryTotals>(`${base}/financeSummary/totals?${period}`)).totals[0]?.retained;
    expect(retainedOf((await api.get<FinanceSummary>(`${base}/financeSummary?${period}`)).rows)).toEqual([
      50_000_000_000,
    ]);
    expect(
      retainedOf(
        (await api.get<Page<FinanceSummaryRow>>(`${base}/financeSummary?${period}&page=1&pageSize=50`)).items,
      ),
    ).toEqual([50_000_000_000]);
    expect(await keptRetained()).toBe(50_000_000_000);

    // The kept totals as the division before 0052 counted them (a cent more), then 0052's correction.
    const db = server.app.ctx.db;
    await db.execute(sql`insert into period_totals (entity_id, currency_id, month, retained)
      values (${entityId}, 1, ${`${year}-03-01`}, 0.01)`);
    expect(await keptRetained()).toBe(50_000_000_000.01);
    const migration = readFileSync(
      new URL('../../drizzle/0052_exact_retained_share.sql', import.meta.url),
      'utf8',
    );
    const correction = migration.split('--> statement-breakpoint')[1] ?? '';
    await db.execute(sql.raw(correction));
    expect(await keptRetained()).toBe(50_000_000_000);
  });
});
