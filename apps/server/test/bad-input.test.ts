import { apiError } from '@arrenda/core';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/raw';
import { type Api, apiAs, type Headers } from './api-client';
import { entityWithEverything } from './fixtures';
import { signUp, startTestServer, type TestServer, uniqueAddress } from './harness';

/**
 * Generated invalid and boundary payloads against every route of the OpenAPI document (bodies,
 * query parameters and path ids): each answer is a 4xx with the error shape, never a 500, and
 * nothing is ever stored.
 */
interface JsonSchema {
  type?: string;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: string[];
  required?: string[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
}
interface Parameter {
  in: 'path' | 'query';
  name: string;
  schema: JsonSchema;
}
interface Operation {
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  parameters?: Parameter[];
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

/**
 * Everything stored, for "nothing was written": row counts of every table, and the sum of the row
 * versions of every editable table (each edit counts one more version).
 */
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
  const versioned = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'version'`,
  );
  const versions: Record<string, string> = {};
  for (const { table_name } of versioned) {
    const [row] = await queryRows<{ sum: string }>(
      db,
      sql`select coalesce(sum(version), 0)::text as sum from ${sql.identifier(table_name)}`,
    );
    versions[table_name] = row?.sum ?? '0';
  }
  return { counts, versions };
}

/** Control characters no text field takes (tab, line feed and carriage return are text). */
const CONTROLS = ['\u0000', '\u0001', '\u000B', '\u001B', '\u007F', '\u0085'];
/** Days no date field takes: year 0, before 1900, after 2199, text after a valid day. */
const BAD_DAYS = [
  '0000-01-01',
  '0000-12-31',
  '1899-12-31',
  '2200-01-01',
  '9999-12-31',
  '2026-11-25<script>',
  '2026-11-25 x',
  '2026-11-25T00:00:00.000Zjunk',
];
/** Ids beyond a PostgreSQL integer (int4) and beyond a bigint (int8). */
const BIG_IDS = [2 ** 31, 2 ** 40, 2 ** 63];

const isDay = (name: string) => /date/i.test(name);
/** Passwords are kept exactly as typed (docs/security.md #1): hashed, never stored or shown as text. */
const isPassword = (name: string) => /password/i.test(name);

/**
 * What a field never takes, whatever its bounds: text with a control character (at the start, in
 * the middle, at the end), a day out of range or with text after it, an id beyond int4 or int8.
 */
function hostileValues(name: string, schema: JsonSchema): unknown[] {
  if (schema.type === 'array' && schema.items)
    return hostileValues(name, schema.items).map((value) => [value]);
  if (schema.type === 'integer') return BIG_IDS;
  if (schema.type !== 'string' || isPassword(name)) return [];
  if (isDay(name)) return BAD_DAYS;
  return ['\u0000Rua', 'Rua\u0000', ...CONTROLS.map((control) => `Rua${control}Nova`)];
}

/** Random text around a control character: the fast-check side of hostileValues. */
const controlText = fc
  .tuple(fc.string({ minLength: 1, maxLength: 4 }), fc.constantFrom(...CONTROLS), fc.string({ maxLength: 4 }))
  .map(([before, control, after]) => `${before}${control}${after}`);

/** Hostile values of a field as generators. */
function hostile(name: string, schema: JsonSchema): fc.Arbitrary<unknown>[] {
  const values = hostileValues(name, schema);
  if (values.length === 0) return [];
  const text = schema.type === 'string' && !isDay(name) ? [controlText] : [];
  return [fc.constantFrom(...values), ...text];
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
    // Refused after validation (no such user, invitation, tenant or confirmation): nothing is stored.
    [`post ${e}/users`]: { email: 'ninguem@example.pt', accessTypeId: 4 },
    'put /api/auth/tenantInvitation': { userEmail: 'ana@example.pt', token: 'a'.repeat(43) },
    'post /api/portal/contracts/{contractId}/rents/{rentId}/confirmations': {
      amount: 10,
      paymentDate: '2026-01-09',
      note: 'Pago',
    },
    [`post ${e}/paymentConfirmations/{confirmationId}/reject`]: { reason: 'Sem comprovativo' },
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
      fc
        .oneof(wrongType(field), ...outOfBounds(field), ...hostile(name, field))
        .map((value) => ({ ...valid, [name]: value })),
    );
  const variants: fc.Arbitrary<unknown>[] = [notObject, oneField];
  // Without its required fields (the others may be anything valid or not).
  if (required.length > 0) variants.push(fc.constant({}));
  return fc.oneof(...variants).filter((body) => !Object.values(body ?? {}).includes(Symbol.for('skip')));
}

const fill = (path: string, values: Record<string, number | string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? 1));

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
    method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
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

/** Sends a request that must be refused: a 4xx with the error shape, which it returns. */
async function send(method: string, url: string, payload: unknown) {
  const { status, body, label } = await call(method, url, payload);
  expect(status, label).toBeGreaterThanOrEqual(400);
  const parsed = apiError.safeParse(JSON.parse(body));
  expect(parsed.success, label).toBe(true);
  return { status, error: parsed.data, label };
}

/** Every field of a body schema, nested objects' fields included, with its path ('baseInfo.name'). */
function leaves(schema: JsonSchema, path: string[] = []): [string[], JsonSchema][] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]) =>
    field.type === 'object'
      ? leaves(field, [...path, name])
      : [[[...path, name], field] as [string[], JsonSchema]],
  );
}

/** A copy of `body` with the field at `path` set (objects missing on the way are made). */
function withField(body: object, [name = '', ...rest]: string[], value: unknown): object {
  const inner = (body as Record<string, unknown>)[name];
  const nested = typeof inner === 'object' && inner !== null ? inner : {};
  return { ...body, [name]: rest.length === 0 ? value : withField(nested, rest, value) };
}

/** A valid value of a query parameter, so that only the one made hostile is wrong. */
function validQueryValue({ name, schema }: Parameter): string {
  if (isDay(name)) return name.startsWith('end') ? '2026-03-15' : '2026-01-15';
  if (schema.enum?.[0]) return schema.enum[0];
  if (schema.type === 'integer') return String(own[name] ?? 1);
  return /email/i.test(name) ? 'ana@example.pt' : 'abc';
}

/** Query values no parameter takes: hostileValues as URL text, and ids that are no ids. */
function hostileQueryValues(parameter: Parameter): string[] {
  if (parameter.schema.type === 'integer') {
    return ['abc', '-1', '1.5', '2147483648', '1099511627776', '9223372036854775808', '99999999999999999999'];
  }
  return hostileValues(parameter.name, parameter.schema).map(String);
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
          fc.asyncProperty(invalidBodies(json?.schema, valid[`${method} ${path}`]), async (body) => {
            await send(method.toUpperCase(), url, body);
          }),
          { numRuns: 25, seed: 4242 },
        );
      }
    }
    expect(routes).toBeGreaterThan(25);
    expect(await snapshot()).toEqual(before);
  }, 300_000);

  it('refuses control characters, days out of range or with text after them and ids beyond int4 and int8 in every field, with a field error', async () => {
    const paths = (server.app.swagger() as { paths: Paths }).paths;
    const before = await snapshot();
    let cases = 0;
    for (const [key, valid] of Object.entries(validBodies())) {
      const [method = '', path = ''] = key.split(' ');
      const schema = paths[path]?.[method]?.requestBody?.content['application/json']?.schema;
      expect(schema, key).toBeDefined();
      for (const [fieldPath, field] of leaves(schema ?? {})) {
        const name = fieldPath.at(-1) ?? '';
        for (const value of hostileValues(name, field)) {
          cases++;
          const { status, error, label } = await send(
            method.toUpperCase(),
            fill(path, own),
            withField(valid, fieldPath, value),
          );
          expect(status, label).toBe(400);
          expect(error?.fieldErrors?.[name], label).toBeDefined();
        }
      }
    }
    expect(cases).toBeGreaterThan(500);
    expect(await snapshot()).toEqual(before);
  }, 300_000);

  it('answers every query parameter that is no value of its field with 400 and a field error', async () => {
    const paths = (server.app.swagger() as { paths: Paths }).paths;
    const before = await snapshot();
    let routes = 0;
    for (const [path, operations] of Object.entries(paths)) {
      const parameters = operations.get?.parameters ?? [];
      const query = parameters.filter((parameter) => parameter.in === 'query');
      if (query.length === 0) continue;
      routes++;
      const url = fill(path, { ...own, kind: 'rents' });
      const valid = Object.fromEntries(
        query.map((parameter) => [parameter.name, validQueryValue(parameter)]),
      );
      for (const parameter of query) {
        for (const value of hostileQueryValues(parameter)) {
          const search = new URLSearchParams({ ...valid, [parameter.name]: value });
          const { status, error, label } = await send('GET', `${url}?${search}`, undefined);
          expect(status, label).toBe(400);
          expect(error?.fieldErrors?.[parameter.name], label).toBeDefined();
        }
      }
    }
    expect(routes).toBeGreaterThan(6);
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

  it('answers ids of another entity with a 4xx, and path ids that are no ids or beyond int4 and int8 with 404, changing nothing', async () => {
    const paths = (server.app.swagger() as { paths: Paths }).paths;
    const before = await snapshot();
    const notIds = [
      'abc',
      '0',
      '-1',
      '1.5',
      '%27%3B--',
      '2147483648',
      '1099511627776',
      '9223372036854775808',
    ];
    let cases = 0;
    for (const [path, operations] of Object.entries(paths)) {
      const names = [...path.matchAll(/\{(\w+Id)\}/g)].map((match) => match[1] ?? '');
      for (const [method, operation] of Object.entries(operations)) {
        // GETs with their query parameters valid, writes with an empty body.
        const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
        const search = new URLSearchParams(
          Object.fromEntries(query.map((parameter) => [parameter.name, validQueryValue(parameter)])),
        );
        const [verb, payload] = method === 'get' ? ['GET', undefined] : [method.toUpperCase(), {}];
        const url = (ids: Record<string, number | string>) =>
          `${fill(path, { kind: 'rents', ...ids })}?${search}`;
        // Each id in turn: of the other user's entity, or not an id at all; the rest the caller's own.
        for (const name of names) {
          await send(verb, url({ ...own, [name]: others[name] ?? 999_999 }), payload);
          for (const bad of notIds) {
            cases++;
            const { status, label } = await send(verb, url({ ...own, [name]: bad }), payload);
            expect(status, label).toBe(404);
          }
        }
      }
    }
    expect(cases).toBeGreaterThan(1000);
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

describe('the cases of issue 20: no 5xx on any input', () => {
  /** The status, and the error body of a JSON answer (exports answer CSV). */
  const body = (response: { statusCode: number; body: string; headers: Record<string, unknown> }) => ({
    status: response.statusCode,
    ...(String(response.headers['content-type']).startsWith('application/json')
      ? (JSON.parse(response.body) as { fieldErrors?: Record<string, string> })
      : {}),
  });
  const request = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, signedIn = true) =>
    body(
      await server.app.inject({
        method,
        url: `/api${url}`,
        headers: signedIn ? headers : {},
        remoteAddress: uniqueAddress(),
        ...(payload ? { payload } : {}),
      }),
    );
  const refused = (fieldErrors: Record<string, string>) => ({ status: 400, fieldErrors });
  const CONTROL = 'Must not contain control characters';
  const RANGE = 'Date must be between 1900 and 2199';
  const expense = { currencyId: 1, date: '2026-02-01', amount: 40, name: 'IMI' };
  const e = () => `/entities/${own.entityId}`;
  const contracts = () => `${e()}/properties/${own.propertyId}/contracts`;
  const contract = (startDate: string, endDate: string) => ({
    propertyId: own.propertyId,
    currencyId: 1,
    frequencyTypeId: 3,
    frequencyValue: 1,
    tenantsId: [own.tenantId],
    amount: 700,
    startDate,
    endDate,
  });
  const rent = { currencyId: 1, paymentPeriodDate: '0000-03-15', paymentDueDate: '2026-03-08', amount: 700 };
  const invitation = '/auth/tenantInvitation';
  type Call = [method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, signedIn?: boolean];

  it.each<[string, () => Call, object]>([
    [
      'a NUL in a tenant name and note',
      () => ['POST', `${e()}/tenants`, { name: 'Ana\u0000', note: 'x\u0000y' }],
      refused({ name: CONTROL, note: CONTROL }),
    ],
    [
      'a NUL in an entity name',
      () => ['PUT', e(), { name: 'Carteira\u0000', entityTypeId: 1, countryId: 1 }],
      refused({ name: CONTROL }),
    ],
    [
      'a NUL in an expense description',
      () => ['POST', `${e()}/expenses`, { ...expense, description: 'IMI\u0000' }],
      refused({ description: CONTROL }),
    ],
    [
      'a NUL in the e-mail of GET /auth/tenantInvitation, without a session',
      () => ['GET', `${invitation}?email=ana%00%40example.pt&token=abc`, undefined, false],
      refused({ email: CONTROL }),
    ],
    [
      'a NUL in the e-mail of PUT /auth/tenantInvitation, without a session',
      () => ['PUT', invitation, { userEmail: 'ana\u0000@example.pt', token: 'abc' }, false],
      refused({ userEmail: CONTROL }),
    ],
    [
      'year 0000 in an expense date',
      () => ['POST', `${e()}/expenses`, { ...expense, date: '0000-02-01' }],
      refused({ date: RANGE }),
    ],
    [
      'year 0000 in a rent period',
      () => ['POST', `${contracts()}/${own.contractId}/rents`, rent],
      refused({ paymentPeriodDate: RANGE }),
    ],
    [
      'year 0000 in a contract start',
      () => ['POST', contracts(), contract('0000-01-01', '2026-12-31')],
      refused({ startDate: RANGE }),
    ],
    [
      'a contract end in December 9999',
      () => ['POST', contracts(), contract('2031-01-01', '9999-12-31')],
      refused({ endDate: RANGE }),
    ],
    [
      'year 0000 in a finance summary period',
      () => ['GET', `${e()}/financeSummary?startDate=0000-01-15&endDate=2026-03-15`],
      refused({ startDate: RANGE }),
    ],
    [
      'December 9999 in a finance summary period',
      () => ['GET', `${e()}/financeSummary?startDate=2026-01-15&endDate=9999-12-15`],
      refused({ endDate: RANGE }),
    ],
    [
      'year 0000 in an export period',
      () => ['GET', `${e()}/export/rents?startDate=0000-01-15&endDate=2026-03-15`],
      refused({ startDate: RANGE }),
    ],
    [
      'a day with text after it, instead of dropping the tail',
      () => ['POST', `${e()}/expenses`, { ...expense, date: '2026-11-25<script>' }],
      refused({ date: 'Invalid date' }),
    ],
    [
      'a query id beyond the column',
      () => ['GET', `${e()}/expenses?propertyId=1099511627776`],
      refused({ propertyId: 'Invalid value' }),
    ],
    [
      'a body id beyond the column',
      () => ['POST', `${e()}/expenses`, { ...expense, currencyId: 1_099_511_627_776 }],
      refused({ currencyId: 'Invalid value' }),
    ],
  ])('refuses %s with a field error', async (_case, call, answer) => {
    const [method, url, payload, signedIn] = call();
    expect(await request(method, url, payload, signedIn)).toMatchObject(answer);
  });

  it.each([
    ['an expense', (id: string) => `/entities/${own.entityId}/expenses/${id}`],
    ['a tenant', (id: string) => `/entities/${own.entityId}/tenants/${id}`],
    ['an entity', (id: string) => `/entities/${id}`],
    ['a country', (id: string) => `/lov/countries/${id}/cities`],
  ])('answers a path id of %s beyond int4 or int8 with 404, like a missing row', async (_row, url) => {
    for (const id of ['2147483648', '1099511627776', '9223372036854775808']) {
      expect(await request('GET', url(id))).toEqual({ status: 404, message: expect.any(String) });
    }
  });

  it('takes the first and the last day of the range, and reads and computes over them', async () => {
    const entity = e();
    const ok = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const answer = await request(method, url, payload);
      expect(answer.status, `${method} ${url} ${JSON.stringify(answer)}`).toBeLessThan(300);
    };
    const contractOn = async (startDate: string, endDate: string, extra: object = {}) => {
      const propertyId = await api.create(`${entity}/properties`, {
        baseInfo: { propertyTypeId: 3, name: startDate },
      });
      const list = `${entity}/properties/${propertyId}/contracts`;
      const contractId = await api.create(list, {
        propertyId,
        currencyId: 1,
        frequencyTypeId: 3,
        frequencyValue: 1,
        tenantsId: [own.tenantId],
        amount: 100,
        startDate,
        endDate,
        ...extra,
      });
      return `${list}/${contractId}`;
    };
    const whole = await contractOn('1900-01-01', '2199-12-31', {
      startDateRenegotiationPeriod: '2199-12-01',
      endDateRenegotiationPeriod: '2199-12-31',
    });
    const rentId = await api.create(`${whole}/rents`, {
      currencyId: 1,
      paymentPeriodDate: '2199-12-31',
      paymentDueDate: '2199-12-31',
      amount: 100,
    });
    await api.create(`${whole}/rents/${rentId}/payments`, {
      currencyId: 1,
      paymentDate: '1900-01-01',
      amount: 10,
    });
    await api.create(`${entity}/expenses`, { ...expense, date: '2199-12-31' });
    // Rents generated up to today of a contract ending on the last day, one by one.
    await ok(
      'POST',
      `${await contractOn('2025-01-01', '2199-12-31', { automaticRents: true })}/rents/generate`,
    );
    const range = 'startDate=1900-01-01&endDate=2199-12-31';
    for (const url of [
      `${whole}/overview`,
      `${whole}/rents`,
      `${entity}/contracts`,
      `${entity}/activeContracts`,
      `${entity}/overview`,
      `${entity}/properties`,
      `${entity}/properties/summary`,
      `${entity}/tenants/${own.tenantId}/overview`,
      `${entity}/financeSummary?${range}`,
      `${entity}/export/rents?${range}`,
      `${entity}/export/payments?${range}`,
      `${entity}/export/expenses?${range}`,
      '/reminders',
    ]) {
      await ok('GET', url);
    }
  });
});
