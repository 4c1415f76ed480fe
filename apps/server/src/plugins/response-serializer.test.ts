import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer } from '../../test/harness';
import { compiledWriter, responseSerializer, zodSchemaOf } from './response-serializer';

const tenant = z.object({
  id: z.number(),
  name: z.string(),
  amount: z.number(),
  note: z.string().nullable(),
});
const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/api/tenants', httpStatus: '200' });

/** Answers written from their schemas (docs/performance.md "Writing answers"). */
describe('response serializer', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('compiles a writer for every JSON answer every route declares (files are sent as they are)', () => {
    const schemas = server.app.routeTable.flatMap((entry) =>
      Object.entries(entry.responses).map(([status, schema]) => ({
        at: `${entry.method} ${entry.url} ${status}`,
        schema,
      })),
    );
    expect(schemas.length).toBeGreaterThan(100);
    const uncompiled = schemas.filter(({ schema }) => {
      const zod = zodSchemaOf(schema);
      return !zod || !compiledWriter(zod);
    });
    const files = uncompiled.filter(
      ({ schema }) => zodSchemaOf(schema)?.safeParse(Buffer.from('%PDF')).success,
    );
    expect(files.length).toBeGreaterThan(0);
    expect(uncompiled).toEqual(files);
  });

  it('writes the declared fields only, as zod keeps them', () => {
    const write = responseSerializer({ production: true })(route(tenant));
    const answer = { id: 1, name: 'Ana', amount: 12.5, note: null, passwordHash: 'secret', entityId: 7 };
    expect(JSON.parse(write(answer))).toEqual({ id: 1, name: 'Ana', amount: 12.5, note: null });
  });

  it('out of production, fails on an answer the compiled writer writes otherwise than zod', () => {
    // zod keeps the first branch an answer passes; the compiled writer the first it matches whole.
    const union = z.union([z.object({ a: z.number() }), z.object({ a: z.number(), b: z.number() })]);
    expect(responseSerializer({ production: true })(route(union))({ a: 1, b: 2 })).toBe('{"a":1,"b":2}');
    const checked = responseSerializer({ production: false })(route(union));
    expect(() => checked({ a: 1, b: 2 })).toThrow(/compiled writer wrote/);
    expect(checked({ a: 1 })).toBe('{"a":1}');
  });

  it("writes a null of a nullable enum where the answer's branch is chosen by validating it", () => {
    const kind = z.enum(['A', 'B']).nullable();
    const union = z.union([
      z.object({ kind, rows: z.array(z.number()) }),
      z.object({ kind, total: z.number() }),
    ]);
    const write = responseSerializer({ production: false })(route(union));
    expect(write({ kind: null, rows: [1] })).toBe('{"kind":null,"rows":[1]}');
    expect(write({ kind: 'B', rows: [] })).toBe('{"kind":"B","rows":[]}');
  });

  it('keeps zod writing an answer JSON Schema cannot express', () => {
    const day = z.string().transform((value) => value.slice(0, 10));
    expect(compiledWriter(z.object({ day }))).toBeNull();
  });
});
