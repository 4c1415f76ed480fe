import {
  ACCESS_TYPE,
  type ContractOverview,
  type ContractView,
  type GeneratedRents,
  type RentView,
} from '@arrenda/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, createEntity, type Headers } from '../../test/api-client';
import { contractPayload } from '../../test/authorization';
import { databaseUrl } from '../../test/databases';
import { signUp, startTestServer, type TestServer } from '../../test/harness';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { queryRows } from '../db/raw';
import { generateAutomaticRents } from './automatic-rents';

let server: TestServer;
let ownerHeaders: Headers;
let api: Api;
let reader: Api;
let entityId: number;
let tenantId: number;

beforeAll(async () => {
  server = await startTestServer();
  ownerHeaders = (await signUp(server)).headers;
  api = apiAs(server, ownerHeaders);
  const readerUser = await signUp(server);
  reader = apiAs(server, readerUser.headers);
  entityId = await createEntity(api);
  tenantId = await api.create(`/entities/${entityId}/tenants`, { name: 'Ana' });
  const added = await api.call('POST', `/entities/${entityId}/users`, {
    email: readerUser.email,
    accessTypeId: ACCESS_TYPE.READ,
  });
  expect(added.statusCode, added.body).toBe(200);
});
afterAll(() => server.close());

/** A month 'YYYY-MM' counted from the current one (UTC): 0 is this month, -1 the one before. */
function month(offset: number) {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return date.toISOString().slice(0, 7);
}
const lastDay = (period: string) => {
  const [year = 0, monthNumber = 1] = period.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
};

interface Contract {
  propertyId: number;
  url: string;
  rents: string;
}

/** A contract on a property of its own (no overlaps), 750 a month unless `terms` say otherwise. */
async function newContract(terms: Record<string, unknown>): Promise<Contract> {
  const propertyId = await api.create(`/entities/${entityId}/properties`, {
    baseInfo: { propertyTypeId: 3 },
  });
  const contracts = `/entities/${entityId}/properties/${propertyId}/contracts`;
  const id = await api.create(contracts, { ...contractPayload(propertyId, tenantId), ...terms });
  return { propertyId, url: `${contracts}/${id}`, rents: `${contracts}/${id}/rents` };
}

const generate = (contract: Contract, caller = api) => caller.call('POST', `${contract.rents}/generate`);
const rentsOf = (contract: Contract) => api.get<RentView[]>(contract.rents);
const monthsOf = async (contract: Contract) =>
  (await rentsOf(contract)).map((rent) => rent.paymentPeriodDate.slice(0, 7)).sort();
const runJob = (now: Date, app = server.app) => generateAutomaticRents(app.ctx, now);

describe('the button: rents for the missing months', () => {
  it('creates each missing month with the new-rent defaults and leaves the others alone', async () => {
    const contract = await newContract({
      startDate: `${month(-3)}-10`,
      endDate: `${month(24)}-28`,
      amount: 700,
      extraAmount: 50.5,
      currencyId: 2,
    });
    const manual = await api.create(contract.rents, {
      currencyId: 1,
      paymentPeriodDate: `${month(-2)}-01`,
      paymentDueDate: `${month(-2)}-05`,
      amount: 10,
    });
    // Read (and kept by the server) before the generation: the list must not be answered again.
    expect(await rentsOf(contract)).toHaveLength(1);

    const response = await generate(contract);
    expect(response.statusCode, response.body).toBe(201);
    const periods = [month(-3), month(-1), month(0)];
    expect(response.json<GeneratedRents>()).toEqual({ created: 3, periods });

    const rents = await rentsOf(contract);
    expect(rents.map((rent) => rent.paymentPeriodDate.slice(0, 7))).toEqual([
      month(0),
      month(-1),
      month(-2),
      month(-3),
    ]);
    for (const period of periods) {
      expect(rents.find((rent) => rent.paymentPeriodDate.startsWith(period))).toMatchObject({
        paymentPeriodDate: `${period}-15T12:00:00.000Z`,
        // A new contract's rents fall due on day 1 of their month.
        paymentDueDate: `${period}-01T12:00:00.000Z`,
        currencyId: 2,
        amount: 750.5,
        taxableAmount: 700,
        retainedAmount: null,
        amountPaid: 0,
        amountToPay: 750.5,
        paid: false,
        payments: [],
      });
    }
    expect(rents.find((rent) => rent.id === manual)).toMatchObject({ amount: 10, currencyId: 1 });
    const overview = await api.get<ContractOverview>(`${contract.url}/overview`);
    expect(overview.rentWarnings).toEqual({ missing: [], duplicates: [] });
    expect(overview.lastPaymentPeriod).toBe(`${month(0)}-15T12:00:00.000Z`);
  });

  it('retains the tax on the taxable amount, rounded half up to the cent', async () => {
    const contract = await newContract({
      startDate: `${month(0)}-01`,
      endDate: `${month(12)}-01`,
      amount: 1000,
      extraAmount: 10.1,
      taxableAmount: 1010.1,
      taxRetention: true,
      taxRetentionPercentage: 25,
    });
    expect((await generate(contract)).json()).toEqual({ created: 1, periods: [month(0)] });
    expect(await rentsOf(contract)).toMatchObject([
      { amount: 1010.1, taxableAmount: 1010.1, retainedAmount: 252.53, amountToPay: 757.57, currencyId: 1 },
    ]);
  });

  it('answers 0 when no month is missing, and fills a month again after its rent was deleted', async () => {
    const contract = await newContract({ startDate: `${month(-1)}-01`, endDate: `${month(6)}-01` });
    expect((await generate(contract)).json()).toEqual({ created: 2, periods: [month(-1), month(0)] });
    const again = await generate(contract);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ created: 0, periods: [] });

    const [newest] = await rentsOf(contract);
    expect((await api.call('DELETE', `${contract.rents}/${newest?.id}`)).statusCode).toBe(204);
    expect((await generate(contract)).json()).toEqual({ created: 1, periods: [month(0)] });
    expect(await monthsOf(contract)).toEqual([month(-1), month(0)]);
  });

  it('creates nothing for a contract that starts in a later month, nor after the end of an ended one', async () => {
    const future = await newContract({ startDate: `${month(2)}-01`, endDate: `${month(14)}-01` });
    expect((await generate(future)).json()).toEqual({ created: 0, periods: [] });
    const ended = await newContract({ startDate: `${month(-30)}-01`, endDate: `${month(-28)}-20` });
    expect((await generate(ended)).json()).toEqual({
      created: 3,
      periods: [month(-30), month(-29), month(-28)],
    });
  });

  it('needs the create right, and the contract under its property', async () => {
    const contract = await newContract({ startDate: `${month(-1)}-01`, endDate: `${month(6)}-01` });
    const refused = await generate(contract, reader);
    expect(refused.statusCode).toBe(403);
    expect(await rentsOf(contract)).toEqual([]);
    const stranger = apiAs(server, (await signUp(server)).headers);
    expect((await generate(contract, stranger)).statusCode).toBe(404);
    const elsewhere = await newContract({ startDate: `${month(-1)}-01`, endDate: `${month(6)}-01` });
    const contractId = contract.url.split('/').at(-1);
    const underOther = `/entities/${entityId}/properties/${elsewhere.propertyId}/contracts/${contractId}/rents`;
    expect((await generate({ ...contract, rents: underOther })).statusCode).toBe(404);
    const missing = `/entities/${entityId}/properties/${contract.propertyId}/contracts/999999/rents`;
    expect((await generate({ ...contract, rents: missing })).statusCode).toBe(404);
    expect(await rentsOf(contract)).toEqual([]);
  });
});

describe('saving a contract with automatic rents on', () => {
  it('makes the rents of the months due so far at once, when created so', async () => {
    const contract = await newContract({
      startDate: `${month(-2)}-05`,
      endDate: `${month(24)}-28`,
      automaticRents: true,
      amount: 640,
    });
    expect(await monthsOf(contract)).toEqual([month(-2), month(-1), month(0)]);
    expect((await rentsOf(contract)).every((rent) => rent.amount === 640)).toBe(true);
  });

  it('makes them when an edit turns them on, and not again on a later edit that keeps them on', async () => {
    const terms = { startDate: `${month(-1)}-01`, endDate: `${month(24)}-28` };
    const contract = await newContract(terms);
    expect(await rentsOf(contract)).toEqual([]);
    const save = (automaticRents: boolean) =>
      api.call('PUT', contract.url, {
        ...contractPayload(contract.propertyId, tenantId),
        ...terms,
        automaticRents,
      });
    expect((await save(true)).statusCode).toBe(200);
    expect(await monthsOf(contract)).toEqual([month(-1), month(0)]);

    // A rent the user deletes stays deleted when the contract is saved again.
    const [first] = await rentsOf(contract);
    expect((await api.call('DELETE', `${contract.rents}/${first?.id}`)).statusCode).toBe(204);
    expect((await save(true)).statusCode).toBe(200);
    expect(await rentsOf(contract)).toHaveLength(1);
  });
});

describe("the contract's rent due day", () => {
  it("makes each rent due on the contract's day of its month, the last day of shorter months", async () => {
    const terms = { startDate: `${month(-2)}-05`, endDate: `${month(24)}-28`, automaticRents: true };
    const eighth = await newContract({ ...terms, rentDueDay: 8 });
    expect((await api.get<ContractView>(eighth.url)).rentDueDay).toBe(8);
    const dues = async (contract: Contract) =>
      (await rentsOf(contract)).map((rent) => rent.paymentDueDate.slice(0, 10)).sort();
    expect(await dues(eighth)).toEqual([month(-2), month(-1), month(0)].map((m) => `${m}-08`));

    const last = await newContract({ ...terms, rentDueDay: 31 });
    expect(await dues(last)).toEqual([month(-2), month(-1), month(0)].map(lastDay));
  });

  it('keeps the day on an edit that leaves it out, and refuses a day that is not 1 to 31', async () => {
    const terms = { startDate: `${month(-1)}-01`, endDate: `${month(24)}-28` };
    const contract = await newContract({ ...terms, rentDueDay: 5 });
    const body = { ...contractPayload(contract.propertyId, tenantId), ...terms };
    const version = (await api.get<ContractView>(contract.url)).version;
    expect((await api.call('PUT', contract.url, { ...body, version })).statusCode).toBe(200);
    expect((await api.get<ContractView>(contract.url)).rentDueDay).toBe(5);

    for (const rentDueDay of [0, 32, 1.5, '8', null]) {
      const response = await api.call('PUT', contract.url, { ...body, rentDueDay });
      expect(response.statusCode, String(rentDueDay)).toBe(400);
      expect(response.json()).toMatchObject({
        fieldErrors: { rentDueDay: 'The rent due day is a whole number from 1 to 31' },
      });
    }
  });
});

describe('the daily job', () => {
  // Months of their own, far from the button's, so that only these contracts are ever due.
  const march = new Date('2090-03-10T08:00:00Z');
  const year = { startDate: '2090-01-01', endDate: '2090-12-31' };
  let automatic: Contract;
  let byHand: Contract;
  let ended: Contract;
  let future: Contract;
  let everyOther: Contract;
  let paidByHand: Contract;

  it('creates the current month of the automatic contracts that expect it, and only that month', async () => {
    automatic = await newContract({ ...year, automaticRents: true, amount: 600, extraAmount: 20 });
    byHand = await newContract(year);
    ended = await newContract({ startDate: '2089-06-01', endDate: '2090-02-28', automaticRents: true });
    future = await newContract({ startDate: '2090-04-01', endDate: '2090-12-31', automaticRents: true });
    everyOther = await newContract({
      ...year,
      startDate: '2090-02-01',
      frequencyValue: 2,
      automaticRents: true,
    });
    paidByHand = await newContract({ ...year, automaticRents: true });
    await api.create(paidByHand.rents, {
      currencyId: 1,
      paymentPeriodDate: '2090-03-01',
      paymentDueDate: '2090-03-08',
      amount: 750,
    });

    expect(await runJob(march)).toEqual({ contracts: 1, created: 1 });
    // January and February stay missing: past gaps are the button's.
    expect(await rentsOf(automatic)).toMatchObject([
      {
        paymentPeriodDate: '2090-03-15T12:00:00.000Z',
        paymentDueDate: '2090-03-01T12:00:00.000Z',
        amount: 620,
        taxableAmount: 600,
        retainedAmount: null,
        currencyId: 1,
      },
    ]);
    for (const untouched of [byHand, ended, future, everyOther]) expect(await rentsOf(untouched)).toEqual([]);
    expect(await monthsOf(paidByHand)).toEqual(['2090-03']);
  });

  it('does nothing the second time, nor brings back a generated rent the user deleted', async () => {
    expect(await runJob(march)).toEqual({ contracts: 0, created: 0 });
    const [generated] = await rentsOf(automatic);
    expect((await api.call('DELETE', `${automatic.rents}/${generated?.id}`)).statusCode).toBe(204);
    expect(await runJob(march)).toEqual({ contracts: 0, created: 0 });
    expect(await rentsOf(automatic)).toEqual([]);
  });

  it('creates each new month in its turn, and nothing once automatic rents are turned off', async () => {
    // A contract starting later in the month expects the month from its first day (rent-periods).
    expect(await runJob(new Date('2090-04-01T00:00:00Z'))).toEqual({ contracts: 4, created: 4 });
    for (const contract of [automatic, future, everyOther])
      expect(await monthsOf(contract)).toEqual(['2090-04']);
    expect(await monthsOf(paidByHand)).toEqual(['2090-03', '2090-04']);
    for (const untouched of [byHand, ended]) expect(await rentsOf(untouched)).toEqual([]);

    const off = await api.call('PUT', automatic.url, {
      ...contractPayload(automatic.propertyId, tenantId),
      ...year,
      automaticRents: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    // May: not for the contract turned off, nor for the one every other month.
    expect(await runJob(new Date('2090-05-20T12:00:00Z'))).toEqual({ contracts: 2, created: 2 });
    expect(await monthsOf(automatic)).toEqual(['2090-04']);
    expect(await monthsOf(everyOther)).toEqual(['2090-04']);
    expect(await monthsOf(future)).toEqual(['2090-04', '2090-05']);
  });
});

describe('concurrent generations', () => {
  /** The months expected of a contract that started 5 months ago: 6 rents, each once. */
  const expected = [month(-5), month(-4), month(-3), month(-2), month(-1), month(0)];

  /**
   * A contract of 5 months ago with automatic rents on but none of its rents yet, as one saved before
   * saves generated them: turned on in the database, since a save would make them at once.
   */
  async function automaticWithoutRents(): Promise<Contract> {
    const contract = await newContract({ startDate: `${month(-5)}-01`, endDate: `${month(12)}-01` });
    const contractId = Number(contract.url.split('/').pop());
    await server.app.ctx.db.execute(sql`update contract set automatic_rents = true where id = ${contractId}`);
    return contract;
  }

  it('creates each month once when the button and the job run at the same time', async () => {
    for (let round = 0; round < 3; round++) {
      const contract = await automaticWithoutRents();
      const [buttons, jobs] = await Promise.all([
        Promise.all(Array.from({ length: 4 }, () => generate(contract))),
        Promise.all(Array.from({ length: 3 }, () => runJob(new Date()))),
      ]);
      for (const response of buttons) expect(response.statusCode, response.body).toBe(201);
      const created =
        buttons.reduce((sum, response) => sum + response.json<GeneratedRents>().created, 0) +
        jobs.reduce((sum, result) => sum + result.created, 0);
      expect(created).toBe(expected.length);
      expect(await monthsOf(contract)).toEqual(expected);
    }
  });

  it('creates each month once when two server instances on one database run them', async () => {
    // A second app with its own pool (PostgreSQL), on the same database.
    const [current] = await queryRows<{ name: string }>(
      server.app.ctx.db,
      sql`select current_database() as name`,
    );
    const second =
      process.env.TEST_DB === 'postgres'
        ? await openDatabase({ url: databaseUrl(current?.name ?? ''), poolSize: 5 })
        : { db: server.app.ctx.db, close: async () => undefined };
    const otherApp = await buildApp({ config: server.config, db: second.db, webDir: null });
    try {
      for (let round = 0; round < 3; round++) {
        const contract = await automaticWithoutRents();
        const other = apiAs({ ...server, app: otherApp }, ownerHeaders);
        expect(await other.get<RentView[]>(contract.rents)).toEqual([]);
        const results = await Promise.all([
          generate(contract),
          generate(contract, other),
          runJob(new Date()),
          runJob(new Date(), otherApp),
          generate(contract, other),
          runJob(new Date(), otherApp),
        ]);
        const created = results.reduce<number>(
          (sum, result) =>
            sum + ('statusCode' in result ? result.json<GeneratedRents>().created : result.created),
          0,
        );
        expect(created).toBe(expected.length);
        expect(await monthsOf(contract)).toEqual(expected);
        // The other instance kept the empty list; the new revision makes it read the rents again.
        expect((await other.get<RentView[]>(contract.rents)).length).toBe(expected.length);
      }
    } finally {
      await otherApp.close();
      await second.close();
    }
  });
});
