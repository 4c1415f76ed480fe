import type { ContractView, RentView } from '@arrenda/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, createEntity } from '../../test/api-client';
import { contractPayload } from '../../test/authorization';
import { signUp, startTestServer, type TestServer } from '../../test/harness';
import { applyRentsInForce } from '../contracts/rent-history-queries';
import { queryRows } from '../db/raw';
import { dailyJobs } from '../jobs/daily-jobs';

let server: TestServer;
let api: Api;
let entityId: number;
let tenantId: number;

beforeAll(async () => {
  server = await startTestServer();
  api = apiAs(server, (await signUp(server)).headers);
  entityId = await createEntity(api);
  tenantId = await api.create(`/entities/${entityId}/tenants`, { name: 'Ana' });
});
afterAll(() => server.close());

interface HistoryRow {
  day: string;
  amount: string;
  taxable: string | null;
  reason: string;
}

const historyOf = (contractId: number) =>
  queryRows<HistoryRow>(
    server.app.ctx.db,
    sql`select to_char(effective_date at time zone 'UTC', 'YYYY-MM-DD') as day, amount::text, taxable_amount::text as taxable, reason
      from contract_rent where contract_id = ${contractId} order by effective_date`,
  );

/** A contract of 750 € from 1 March 2025 to 28 February 2027 on a flat of its own. */
async function newContract() {
  const propertyId = await api.create(`/entities/${entityId}/properties`, {
    baseInfo: { propertyTypeId: 3 },
  });
  const contracts = `/entities/${entityId}/properties/${propertyId}/contracts`;
  const body = { ...contractPayload(propertyId, tenantId), startDate: '2025-03-01', endDate: '2027-02-28' };
  const contractId = await api.create(contracts, body);
  return { contractId, body, url: `${contracts}/${contractId}` };
}

describe("a contract's rent history", () => {
  it('starts with the contract and follows its start and first terms while nothing came after', async () => {
    const { contractId, body, url } = await newContract();
    expect(await historyOf(contractId)).toEqual([
      { day: '2025-03-01', amount: '750.00', taxable: null, reason: 'START' },
    ]);
    const edited = await api.call('PUT', url, {
      ...body,
      startDate: '2025-02-15',
      amount: 740,
      taxableAmount: 700,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await historyOf(contractId)).toEqual([
      { day: '2025-02-15', amount: '740.00', taxable: '700.00', reason: 'START' },
    ]);
  });

  it('charges each generated rent at the rent in force on its due day; an update leaves the first terms alone', async () => {
    const { contractId, body, url } = await newContract();
    await server.app.ctx.db.execute(sql`insert into contract_rent
      (entity_id, contract_id, effective_date, amount, reason, coefficient, coefficient_year)
      values (${entityId}, ${contractId}, '2026-03-01T10:00:00Z', 766.80, 'UPDATE', 10224, 2026)`);
    const generated = await api.call('POST', `${url}/rents/generate`);
    expect(generated.statusCode, generated.body).toBe(201);
    const rents = await api.get<RentView[]>(`${url}/rents`);
    const amountOf = (month: string) =>
      rents.find((rent) => rent.paymentPeriodDate.startsWith(month))?.amount;
    expect([amountOf('2025-03'), amountOf('2026-02'), amountOf('2026-03'), amountOf('2026-11')]).toEqual([
      750, 750, 766.8, 766.8,
    ]);
    // The contract's amount now follows the rent in force, which the daily job sets: an edit of it
    // is refused, and the first terms stay what they were.
    const refused = await api.call('PUT', url, { ...body, amount: 766.8 });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(
      'The rent of a contract that has been updated changes through its rent history.',
    );
    expect(await applyRentsInForce(server.app.ctx.db, '2026-02-28')).toBe(0);
    expect(await applyRentsInForce(server.app.ctx.db, '2026-03-01')).toBe(1);
    const current = await api.get<ContractView>(url);
    expect([current.amount, current.taxableAmount]).toEqual([766.8, 766.8]);
    const edited = await api.call('PUT', url, {
      ...body,
      amount: 766.8,
      endDate: '2027-06-30',
      version: current.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await applyRentsInForce(server.app.ctx.db, '2026-03-02')).toBe(0);
    expect((await historyOf(contractId)).map((row) => [row.day, row.amount, row.reason])).toEqual([
      ['2025-03-01', '750.00', 'START'],
      ['2026-03-01', '766.80', 'UPDATE'],
    ]);
  });

  it("is put in force by the first of the daily jobs, on Lisbon's day", async () => {
    const { contractId, url } = await newContract();
    await server.app.ctx.db.execute(sql`insert into contract_rent (entity_id, contract_id, effective_date, amount, reason)
      values (${entityId}, ${contractId}, '2026-04-01T10:00:00Z', 800, 'RENEGOTIATION')`);
    const [first] = dailyJobs(server.app.ctx, false);
    expect(first?.name).toBe('rents in force');
    // 23:30 UTC on 31 March is already 1 April in Lisbon (summer time).
    await first?.run(new Date('2026-03-31T22:59:00Z'));
    expect((await api.get<ContractView>(url)).amount).toBe(750);
    await first?.run(new Date('2026-03-31T23:30:00Z'));
    expect((await api.get<ContractView>(url)).amount).toBe(800);
  });
});
