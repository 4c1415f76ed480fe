import type { ContractView } from '@arrenda/core';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Api, apiAs, createEntity, type Headers } from '../../test/api-client';
import { entityWithEverything } from '../../test/fixtures';
import { signUp, startTestServer, type TestServer } from '../../test/harness';
import { multipartFile } from '../../test/multipart';
import { queryRows } from '../db/raw';

let server: TestServer;
let headers: Headers;
let api: Api;

beforeAll(async () => {
  server = await startTestServer();
  headers = (await signUp(server)).headers;
  api = apiAs(server, headers);
});
afterAll(() => server.close());
afterEach(() => vi.useRealTimers());

/** An entity with a row in each of its tables, a file included. */
async function portfolio() {
  const { base, payments, ids } = await entityWithEverything(api);
  const { entityId, propertyId } = ids;
  const file = multipartFile('escritura.pdf', 'bytes');
  const upload = await server.app.inject({
    method: 'POST',
    url: `/api${base}/files`,
    headers: { ...headers, ...file.headers },
    payload: file.payload,
  });
  expect(upload.statusCode, upload.body).toBe(201);
  return { entityId, base, propertyId, payments };
}

const revisionOf = async (entityId: number) => {
  const [row] = await queryRows<{ revision: string }>(
    server.app.ctx.db,
    sql`select revision::text as revision from entity_revision where entity_id = ${entityId}`,
  );
  return Number(row?.revision ?? 0);
};

const etagOf = async (url: string) => {
  const response = await api.call('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return String(response.headers.etag);
};

describe('entity revision (migration 0005)', () => {
  it('has a trigger on every table that holds an entity’s rows', async () => {
    const { db } = server.app.ctx;
    // The kept figures are written with the rows they come from, whose revision counts.
    const withEntity = await queryRows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'entity_id'
          and table_name not in ('entity_revision', 'receipt_counter', 'property_figures', 'contract_figures')`,
    );
    const triggered = await queryRows<{ table_name: string }>(
      db,
      sql`select c.relname as table_name from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where t.tgname = 'entity_revised'`,
    );
    const expected = [
      ...withEntity.map((row) => row.table_name),
      'entity',
      'property_details',
      'property_tax_information',
    ].sort();
    expect(triggered.map((row) => row.table_name).sort()).toEqual(expected);
  });

  it('counts one revision per committed transaction that writes any of its tables, none when rolled back', async () => {
    const { db } = server.app.ctx;
    const { entityId, propertyId } = await portfolio();
    const byEntity: Record<string, string> = {
      entity: 'id',
      property_details: 'property_id',
      property_tax_information: 'property_id',
    };
    const tables = [
      'entity',
      'entity_user',
      'address',
      'property',
      'property_details',
      'property_tax_information',
      'tenant',
      'contract',
      'contract_tenant',
      'rent',
      'payment',
      'expense',
      'file',
    ];
    for (const table of tables) {
      const column = byEntity[table] ?? 'entity_id';
      const value = column === 'property_id' ? propertyId : entityId;
      const before = await revisionOf(entityId);
      // A write that changes nothing still writes the rows: the cached answers must be made again.
      await db.execute(
        sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${sql.identifier(column)} where ${sql.identifier(column)} = ${value}`,
      );
      expect(await revisionOf(entityId), table).toBe(before + 1);
    }

    const before = await revisionOf(entityId);
    await db.transaction(async (tx) => {
      await tx.execute(sql`update rent set amount = amount where entity_id = ${entityId}`);
      await tx.execute(sql`update tenant set name = name where entity_id = ${entityId}`);
    });
    expect(await revisionOf(entityId)).toBe(before + 1);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update rent set amount = amount where entity_id = ${entityId}`);
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await revisionOf(entityId)).toBe(before + 1);
  });
});

describe('cached entity answers', () => {
  it('answers the same until the entity changes, then the changed figures', async () => {
    const { entityId, base, payments } = await portfolio();
    const other = await createEntity(api, 'Outra');
    const contracts = `${base}/contracts`;
    const debtOf = (answer: { json: <T>() => T }) =>
      answer.json<ContractView[]>().reduce((sum, contract) => sum + contract.debt, 0);
    const first = await api.call('GET', contracts);
    const again = await api.call('GET', contracts);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(debtOf(first)).toBe(500);

    const notModified = await server.app.inject({
      method: 'GET',
      url: `/api${contracts}`,
      headers: { ...headers, 'if-none-match': String(first.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');

    const otherTag = await etagOf(`/entities/${other}/contracts`);
    await api.create(payments, { currencyId: 1, paymentDate: '2025-01-09', amount: 150 });
    const after = await api.call('GET', contracts);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(debtOf(after)).toBe(350);
    // Another entity's answers are kept.
    expect(await etagOf(`/entities/${other}/contracts`)).toBe(otherTag);
    expect(await revisionOf(entityId)).toBeGreaterThan(0);
  });

  it('keeps an answer only within its quarter hour', async () => {
    const { base } = await portfolio();
    const quarter = 15 * 60 * 1000;
    // The next quarter hour after now: the session's token stays valid around it.
    const boundary = Math.ceil(Date.now() / quarter) * quarter;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(boundary - 1000);
    const before = await etagOf(`${base}/contracts`);
    expect(await etagOf(`${base}/contracts`)).toBe(before);
    vi.setSystemTime(boundary);
    const next = await etagOf(`${base}/contracts`);
    expect(next).not.toBe(before);
    vi.setSystemTime(boundary + quarter - 1);
    expect(await etagOf(`${base}/contracts`)).toBe(next);
  });

  it('computes an answer once for the requests that ask for it at the same time', async () => {
    const { base, payments } = await portfolio();
    await api.create(payments, { currencyId: 1, paymentDate: '2025-01-10', amount: 1 });
    const { db } = server.app.ctx;
    const run = db.execute.bind(db);
    // A slow database: the first computation is still running when the other requests arrive.
    const slow = async (query: Parameters<typeof run>[0]) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return run(query);
    };
    // queryRows only awaits what execute returns: a promise of the same rows stands in for it.
    const execute = vi
      .spyOn(db, 'execute')
      .mockImplementation((query) => slow(query) as unknown as ReturnType<typeof run>);
    try {
      const summary = `${base}/financeSummary?startDate=2025-01-01&endDate=2025-12-31`;
      const answers = await Promise.all(Array.from({ length: 8 }, () => api.call('GET', summary)));
      expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      // The summary runs two raw queries (finance/queries.ts): once, not eight times.
      expect(execute).toHaveBeenCalledTimes(2);
    } finally {
      execute.mockRestore();
    }
  });
});
