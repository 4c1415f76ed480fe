import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, createEntity, monthlyContract } from './api-client';
import { signUp, startTestServer, type TestServer } from './harness';

let server: TestServer;
let api: Api;

beforeAll(async () => {
  server = await startTestServer();
  api = apiAs(server, (await signUp(server)).headers);
});
afterAll(() => server.close());

/** An editable row: where it is read, where it is saved, and two bodies that change it differently. */
interface Editable {
  read: string;
  /** Picks the row out of what `read` answers (a list for addresses). */
  pick?: (answer: unknown) => Versioned;
  save: string;
  first: object;
  second: object;
  /** What the first edit left, as read back. */
  changed: (row: Versioned) => unknown;
}
type Versioned = { version: number } & Record<string, unknown>;

async function editables(): Promise<Record<string, Editable>> {
  const entityId = await createEntity(api);
  const base = `/entities/${entityId}`;
  const addressId = await api.create(`${base}/addresses`, { street: 'Rua Nova', number: '1', cityId: 1 });
  const propertyId = await api.create(`${base}/properties`, { baseInfo: { propertyTypeId: 3, name: 'T1' } });
  const tenantId = await api.create(`${base}/tenants`, { name: 'Ana' });
  const contract = (amount: number) =>
    monthlyContract(propertyId, tenantId, {
      amount,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
  const contracts = `${base}/properties/${propertyId}/contracts`;
  const contractId = await api.create(contracts, contract(700));
  const rent = (amount: number) => ({
    currencyId: 1,
    paymentPeriodDate: '2026-01-15',
    paymentDueDate: '2026-01-08',
    amount,
  });
  const rents = `${contracts}/${contractId}/rents`;
  const rentId = await api.create(rents, rent(700));
  const expense = (name: string) => ({
    currencyId: 1,
    date: '2026-02-01',
    amount: 40,
    name,
    includeInYield: true,
  });
  const expenseId = await api.create(`${base}/expenses`, expense('IMI'));
  const field = (name: string) => (row: Versioned) => row[name];
  return {
    entity: {
      read: base,
      save: base,
      first: { name: 'Primeiro', entityTypeId: 1, countryId: 1 },
      second: { name: 'Segundo', entityTypeId: 1, countryId: 1 },
      changed: field('name'),
    },
    property: {
      read: `${base}/properties/${propertyId}`,
      save: `${base}/properties/${propertyId}`,
      first: { baseInfo: { propertyTypeId: 3, name: 'Primeiro' } },
      second: { baseInfo: { propertyTypeId: 3, name: 'Segundo' } },
      changed: (row) => (row.baseInfo as { name: string }).name,
    },
    address: {
      read: `${base}/addresses`,
      pick: (answer) => (answer as Versioned[]).find((row) => row.id === addressId) as Versioned,
      save: `${base}/addresses/${addressId}`,
      first: { street: 'Rua Primeira', number: '1', cityId: 1 },
      second: { street: 'Rua Segunda', number: '1', cityId: 1 },
      changed: field('street'),
    },
    tenant: {
      read: `${base}/tenants/${tenantId}`,
      save: `${base}/tenants/${tenantId}`,
      first: { name: 'Primeiro' },
      second: { name: 'Segundo' },
      changed: field('name'),
    },
    contract: {
      read: `${contracts}/${contractId}`,
      save: `${contracts}/${contractId}`,
      first: contract(710),
      second: contract(720),
      changed: field('amount'),
    },
    rent: {
      read: `${rents}/${rentId}`,
      save: `${rents}/${rentId}`,
      first: rent(710),
      second: rent(720),
      changed: field('amount'),
    },
    expense: {
      read: `${base}/expenses/${expenseId}`,
      save: `${base}/expenses/${expenseId}`,
      first: expense('Primeiro'),
      second: expense('Segundo'),
      changed: field('name'),
    },
    profile: {
      read: '/profile',
      save: '/profile',
      first: { firstName: 'Primeiro' },
      second: { firstName: 'Segundo' },
      changed: field('firstName'),
    },
  };
}

describe('optimistic locking: every edit names the version it started from', () => {
  it('saves an edit of the current version, refuses one of an older version with 409, keeps the first', async () => {
    for (const [name, row] of Object.entries(await editables())) {
      const readRow = async () => {
        const answer = await api.get<unknown>(row.read);
        return row.pick ? row.pick(answer) : (answer as Versioned);
      };
      const opened = await readRow();
      expect(opened.version, name).toEqual(expect.any(Number));

      const saved = await api.call('PUT', row.save, { ...row.first, version: opened.version });
      expect(saved.statusCode, `${name}: ${saved.body}`).toBe(200);
      expect(saved.json<Versioned>().version, name).toBe(opened.version + 1);

      // A second form, opened before the first save, saves afterwards.
      const late = await api.call('PUT', row.save, { ...row.second, version: opened.version });
      expect(late.statusCode, `${name}: ${late.body}`).toBe(409);
      expect(late.json(), name).toEqual({
        message:
          'Someone else saved this record after you opened it. Reload it to see their changes, then make yours again.',
        stale: true,
      });
      const after = await readRow();
      expect(row.changed(after), name).toEqual(row.changed(saved.json<Versioned>()));
      expect(after.version, name).toBe(opened.version + 1);

      // A client that sends no version still saves (the product's payloads carry none).
      const unversioned = await api.call('PUT', row.save, row.second);
      expect(unversioned.statusCode, `${name}: ${unversioned.body}`).toBe(200);
    }
  });

  it('still answers 404 for a row that is not there, whatever the version', async () => {
    const entityId = await createEntity(api);
    const missing = await api.call('PUT', `/entities/${entityId}/tenants/999999`, {
      name: 'Ana',
      version: 1,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).not.toHaveProperty('stale');
  });

  it('refuses a version that is not a positive whole number', async () => {
    const entityId = await createEntity(api);
    const tenantId = await api.create(`/entities/${entityId}/tenants`, { name: 'Ana' });
    const bad = await api.call('PUT', `/entities/${entityId}/tenants/${tenantId}`, {
      name: 'Ana',
      version: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fieldErrors: { version: expect.any(String) } });
  });
});
