import { apiError } from '@arrenda/core';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/raw';
import { type Api, apiAs, type Headers } from './api-client';
import { entityWithEverything } from './fixtures';
import { signUp, startTestServer, type TestServer, uniqueAddress } from './harness';

/**
 * Generated invalid and boundary payloads against every write route of the OpenAPI document: each
 * answer is a 4xx with the error shape, never a 500, and nothing is ever stored.
 */
interface JsonSchema {
  type?: string;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
}
interface Operation {
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
type Paths = Record<string, Record<string, Operation>>;

let server: TestServer;
let headers: Headers;
let api: Api;
/** The ids of the caller's records, by path parameter name, and those of another user's entity. */
let own: Record<string, number>;
let others: Record<string, number>;

const records = async (caller: Api) => (await entityWithEverything(caller)).ids;

beforeAll(async () => {
  server = await startTestServer();
  const user = await signUp(server);
  headers = user.headers;
  api = apiAs(server, headers);
  own = await records(api);
  const [userRow] = await queryRows<{ id: number }>(
    server.app.ctx.db,
    sql`select id from users where email = ${user.email}`,
  );
  own.userId = userRow?.id ?? 0;
  others = await records(apiAs(server, (await signUp(server)).headers));
}, 120_000);
afterAll(() => server.close());

/** Everything stored, for "nothing was written": row counts of every table and the entity's revision. */
async function snapshot() {
  const { db } = server.app.ctx;
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
      and table_name not like '%migrations%'`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table_name)}`,
    );
    counts[table_name] = row?.n ?? 0;
  }
  const [revision] = await queryRows<{ revision: string; versions: string }>(
    db,
    sql`select (select coalesce(max(revision), 0) from entity_revision where entity_id = ${own.entityId})::text as revision,
      (select sum(version) from users)::text as versions`,
  );
  return { counts, revision };
}

/** A value of a type the field does not take (null only where the field is not nullable). */
function wrongType(schema: JsonSchema): fc.Arbitrary<unknown> {
  const byType: Record<string, fc.Arbitrary<unknown>> = {
    string: fc.oneof(
      fc.integer(),
      fc.boolean(),
      fc.array(fc.string(), { maxLength: 2 }),
      fc.object({ maxDepth: 1 }),
    ),
    integer: fc.oneof(
      fc.string({ maxLength: 5 }).map((text) => `x${text}`),
      fc.boolean(),
      fc.object({ maxDepth: 1 }),
    ),
    number: fc.oneof(
      fc.string({ maxLength: 5 }).map((text) => `x${text}`),
      fc.boolean(),
      fc.array(fc.integer()),
    ),
    boolean: fc.oneof(fc.constant('yes'), fc.integer({ min: 2 }), fc.object({ maxDepth: 1 })),
    array: fc.oneof(fc.string({ minLength: 1 }), fc.integer(), fc.object({ maxDepth: 1 })),
    object: fc.oneof(fc.string({ minLength: 1 }), fc.integer(), fc.array(fc.integer(), { minLength: 1 })),
  };
  const wrong = byType[schema.type ?? ''] ?? fc.constant(Symbol.for('skip'));
  return schema.nullable || !schema.type ? wrong : fc.oneof(wrong, fc.constant(null));
}

/** Just past the field's bounds: one character too many, one above or below the range, a fraction. */
function outOfBounds(schema: JsonSchema): fc.Arbitrary<unknown>[] {
  const found: fc.Arbitrary<unknown>[] = [];
  if (schema.type === 'string' && schema.maxLength !== undefined) {
    const text = fc.constantFrom('a', 'ç', '<', "'", ';', '€');
    found.push(fc.string({ unit: text, minLength: schema.maxLength + 1, maxLength: schema.maxLength + 40 }));
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER) {
      found.push(fc.integer({ min: Math.ceil(schema.maximum) + 1, max: Math.ceil(schema.maximum) + 1000 }));
    }
    if (schema.minimum !== undefined) {
      const below = schema.exclusiveMinimum ? schema.minimum : schema.minimum - 1;
      found.push(fc.integer({ min: below - 1000, max: below }));
    }
  }
  if (schema.type === 'integer') found.push(fc.double({ min: 1.01, max: 99.99, noInteger: true }));
  return found;
}

/** A valid body of the main write routes: a generated body changes one field of it. */
function validBodies(): Record<string, object> {
  const contract = {
    propertyId: own.propertyId,
    currencyId: 1,
    frequencyTypeId: 3,
    frequencyValue: 1,
    tenantsId: [own.tenantId],
    amount: 700,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
  };
  const entity = { name: 'Carteira', entityTypeId: 1, countryId: 1 };
  const address = { street: 'Rua Nova', number: '1', cityId: 1 };
  const rent = { currencyId: 1, paymentPeriodDate: '2026-03-15', paymentDueDate: '2026-03-08', amount: 700 };
  const expense = { currencyId: 1, date: '2026-02-01', amount: 40, name: 'IMI', includeInYield: true };
  const property = { baseInfo: { propertyTypeId: 3, name: 'T2' } };
  const e = '/api/entities/{entityId}';
  const c = `${e}/properties/{propertyId}/contracts`;
  return {
    'post /api/entities': entity,
    [`put ${e}`]: entity,
    [`post ${e}/properties`]: property,
    [`put ${e}/properties/{propertyId}`]: property,
    [`post ${e}/addresses`]: address,
    [`put ${e}/addresses/{addressId}`]: address,
    [`post ${e}/tenants`]: { name: 'Rui' },
    [`put ${e}/tenants/{tenantId}`]: { name: 'Rui' },
    [`post ${c}`]: { ...contract, startDate: '2027-01-01', endDate: '2027-12-31' },
    [`put ${c}/{contractId}`]: contract,
    [`post ${c}/{contractId}/rents`]: rent,
    [`put ${c}/{contractId}/rents/{rentId}`]: rent,
    [`post ${c}/{contractId}/rents/{rentId}/payments`]: {
      currencyId: 1,
      paymentDate: '2026-01-09',
      amount: 10,
    },
    [`post ${e}/expenses`]: expense,
    [`put ${e}/expenses/{expenseId}`]: expense,
    'put /api/profile': { firstName: 'Ana' },
  };
}

/**
 * Bodies that break the route's schema: not an object, a required field gone, or one field of a
 * valid body (when the route has one here) made wrong.
 */
function invalidBodies(schema: JsonSchema | undefined, valid: object = {}): fc.Arbitrary<unknown> {
  const notObject = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.constant(null),
    fc.array(fc.anything(), { maxLength: 3 }),
  );
  const properties = Object.entries(schema?.properties ?? {});
  if (properties.length === 0) return notObject;
  const required = schema?.required ?? [];
  const oneField = fc
    .constantFrom(...properties)
    .chain(([name, field]) =>
      fc.oneof(wrongType(field), ...outOfBounds(field)).map((value) => ({ ...valid, [name]: value })),
    );
  const variants: fc.Arbitrary<unknown>[] = [notObject, oneField];
  // Without its required fields (the others may be anything valid or not).
  if (required.length > 0) variants.push(fc.constant({}));
  return fc.oneof(...variants).filter((body) => !Object.values(body ?? {}).includes(Symbol.for('skip')));
}

const fill = (path: string, ids: Record<string, number>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name] ?? 1));

/** Values right at the field's bounds, which the schema accepts: the database must take them too. */
function atBounds(schema: JsonSchema): fc.Arbitrary<unknown>[] {
  const found: fc.Arbitrary<unknown>[] = [];
  if (schema.type === 'string' && schema.maxLength !== undefined) {
    const text = fc.constantFrom('a', 'ç', '€', '<', "'");
    found.push(fc.string({ unit: text, minLength: schema.maxLength, maxLength: schema.maxLength }));
  }
  if ((schema.type === 'integer' || schema.type === 'number') && schema.maximum !== undefined) {
    if (schema.maximum < Number.MAX_SAFE_INTEGER) found.push(fc.constant(schema.maximum));
  }
  return found;
}

/** One field of a valid body at its bound; null when the route's body has no bounded field. */
function boundaryBodies(schema: JsonSchema | undefined, valid: object): fc.Arbitrary<object> | null {
  const bounded = Object.entries(schema?.properties ?? {}).filter(([, field]) => atBounds(field).length > 0);
  if (bounded.length === 0) return null;
  return fc
    .constantFrom(...bounded)
    .chain(([name, field]) => fc.oneof(...atBounds(field)).map((value) => ({ ...valid, [name]: value })));
}

/** Answers of every kind the test sent, for the failure message. */
const seen: string[] = [];

async function call(method: string, url: string, payload: unknown) {
  const response = await server.app.inject({
    method: method as 'POST' | 'PUT' | 'DELETE',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    remoteAddress: uniqueAddress(),
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  const label = `${method} ${url} ${JSON.stringify(payload)?.slice(0, 200)} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
  seen.push(label);
  expect(response.statusCode, label).toBeLessThan(500);
  return { status: response.statusCode, body: response.body, label };
}

/** Sends a body that must be refused: a 4xx with the error shape. */
async function send(method: string, url: string, payload: unknown) {
  const { status, body, label } = await call(method, url, payload);
  expect(status, label).toBeGreaterThanOrEqual(400);
  expect(apiError.safeParse(JSON.parse(body)).success, label).toBe(true);
}

describe('bad input on every write route (fast-check)', () => {
  it('answers every invalid body with a 4xx of the error shape and stores nothing', async () => {
    const paths = (server.app.swagger() as { paths: Paths }).paths;
    const before = await snapshot();
    const valid = validBodies();
    let routes = 0;
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!['post', 'put'].includes(method)) continue;
        const json = operation.requestBody?.content['application/json'];
        // Uploads take multipart bodies only: a JSON one is refused (415).
        if (!json && !path.endsWith('/files')) continue;
        routes++;
        const url = fill(path, own);
        await fc.assert(
          fc.asyncProperty(invalidBodies(json?.schema, valid[`${method} ${path}`]), (body) =>
            send(method.toUpperCase(), url, body),
          ),
          { numRuns: 25, seed: 4242 },
        );
      }
    }
    expect(routes).toBeGreaterThan(25);
    expect(await snapshot()).toEqual(before);
  }, 300_000);

  it('takes values right at the bounds of every field without a server error', async () => {
    const paths = (server.app.swagger() as { paths: Paths }).paths;
    const valid = validBodies();
    let routes = 0;
    for (const [key, body] of Object.entries(valid)) {
      const [method = '', path = ''] = key.split(' ');
      const bodies = boundaryBodies(
        paths[path]?.[method]?.requestBody?.content['application/json']?.schema,
        body,
      );
      if (!bodies) continue;
      routes++;
      await fc.assert(
        fc.asyncProperty(bodies, async (payload) => {
          const { status, body: answer, label } = await call(method.toUpperCase(), fill(path, own), payload);
          if (status >= 400) expect(apiError.safeParse(JSON.parse(answer)).success, label).toBe(true);
        }),
        { numRuns: 15, seed: 99 },
      );
    }
    expect(routes).toBeGreaterThan(10);
  }, 300_000);

  it('answers ids of another entity, and ids that are no ids, with a 4xx and changes nothing', async () => {
    const paths = (server.app.swagger() as { paths: Paths }).paths;
    const before = await snapshot();
    const notIds = fc.constantFrom('abc', '0', '-1', '1.5', '99999999999', '1e3', '%27%3B--');
    for (const [path, operations] of Object.entries(paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
      if (names.length === 0) continue;
      for (const method of Object.keys(operations).filter((name) =>
        ['put', 'delete', 'post'].includes(name),
      )) {
        // Each id in turn: of the other user's entity, or not an id at all; the rest the caller's own.
        for (const name of names) {
          await send(method.toUpperCase(), fill(path, { ...own, [name]: others[name] ?? 999_999 }), {});
          await fc.assert(
            fc.asyncProperty(notIds, (bad) =>
              send(method.toUpperCase(), fill(path, own).replace(`/${own[name]}`, `/${bad}`), {}),
            ),
            { numRuns: 7 },
          );
        }
      }
    }
    expect(await snapshot()).toEqual(before);
  }, 300_000);

  it('stores SQL and HTML typed in text fields as the text it is, and answers it back unchanged', async () => {
    const texts = [
      "Robert'); DROP TABLE tenant; --",
      '<script>alert("x")</script>',
      '<img src=x onerror=alert(1)>',
      "' OR '1'='1",
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...texts), fc.string({ maxLength: 10 }), async (text, tail) => {
        const name = `${text}${tail}`.slice(0, 60);
        const id = await api.create(`/entities/${own.entityId}/tenants`, { name, note: name });
        const read = await api.get<{ name: string; note: string | null }>(
          `/entities/${own.entityId}/tenants/${id}`,
        );
        expect(read.name).toBe(name.trim());
        expect(read.note).toBe(name.trim() === '' ? null : name.trim());
      }),
      { numRuns: 20, seed: 7 },
    );
    const listed = await api.get<unknown[]>(`/entities/${own.entityId}/tenants`);
    expect(listed.length).toBeGreaterThan(20);
  });
});
