import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
type RouteSchema = Parameters<FastifySerializerCompiler<unknown>>[0];

/** The zod schema a route's response declares (bare, or as a `properties` wrapper). */
export function zodSchemaOf(schema: unknown): z.ZodType | null {
  if (schema instanceof z.ZodType) return schema;
  if (
    schema &&
    typeof schema === 'object' &&
    'properties' in schema &&
    schema.properties instanceof z.ZodType
  )
    return schema.properties;
  return null;
}

type JsonSchema = { [key: string]: unknown };

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The schema with each "this or null" (zod writes `anyOf` of the two) as the one schema marked
 * `nullable`: the compiled writer chooses among `anyOf` branches by validating the value against
 * each, at every nullable field of every row; `nullable` is one comparison.
 */
function withNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullable);
  if (!isSchema(schema)) return schema;
  const branches = schema.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const other = branches.filter(
      (branch) => !(isSchema(branch) && branch.type === 'null' && Object.keys(branch).length === 1),
    );
    const [only] = other;
    if (other.length === 1 && isSchema(only) && typeof only.type === 'string') {
      const { anyOf: _, ...rest } = schema;
      // A nullable enum lists null among its values, or a validator refuses null for it.
      const values = Array.isArray(only.enum) ? { enum: [...only.enum, null] } : {};
      return withNullable({ ...rest, ...only, ...values, nullable: true });
    }
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, withNullable(value)]));
}

/**
 * An answer that is either an array or an object (a list's whole answer or one of its pages) is
 * written by the writer of its own branch, chosen by its type: the compiled writer would validate
 * it whole against each branch first.
 */
function writerByType({ anyOf, ...shared }: JsonSchema): Serialize | null {
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return null;
  const branch = (type: string) => anyOf.find((schema) => isSchema(schema) && schema.type === type);
  const [array, object] = [branch('array'), branch('object')];
  if (!array || !object) return null;
  const writeArray = fastJson({ ...shared, ...array } as never);
  const writeObject = fastJson({ ...shared, ...object } as never);
  return (data) => (Array.isArray(data) ? writeArray(data) : writeObject(data));
}

/**
 * The writer of a response compiled from its zod schema's JSON Schema (docs/performance.md "Writing
 * answers"): it writes the schema's fields only, as zod's check would keep them, in a fraction of
 * the time zod takes to check the answer before JSON.stringify writes it. A schema JSON Schema
 * cannot express keeps zod's writer.
 */
export function compiledWriter(schema: z.ZodType): Serialize | null {
  try {
    const json = withNullable(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' }));
    if (!isSchema(json)) return null;
    return writerByType(json) ?? fastJson(json as never);
  } catch {
    return null;
  }
}

/** The writer of one route's answer, as responseSerializer describes it. */
function routeWriter(route: RouteSchema, production: boolean): Serialize {
  const schema = zodSchemaOf(route.schema);
  const zodWriter = zodSerializerCompiler(route as never) as Serialize;
  const writer = schema ? compiledWriter(schema) : null;
  if (!writer) return zodWriter;
  if (production) return writer;
  return (data) => {
    const checked = zodWriter(data);
    const written = writer(data);
    if (written !== checked)
      throw new Error(
        `${route.method} ${route.url}: the compiled writer wrote ${written} where zod wrote ${checked}`,
      );
    return written;
  };
}

/**
 * The serializer compiler of every route's response: the compiled writer. Out of production (in
 * development and in the tests) each answer is also checked and written by zod, and the two texts
 * must be the same: a handler answering other than it declares, or a schema the compiled writer
 * reads otherwise than zod (it coerces where zod refuses), fails loudly where it is written. Each
 * writer is compiled when its route first answers with that status: compiling all of them (about
 * 600, error answers included) would add a quarter of a second to every start.
 */
export function responseSerializer({
  production,
}: {
  production: boolean;
}): FastifySerializerCompiler<unknown> {
  return (route: RouteSchema) => {
    let writer: Serialize | undefined;
    return (data) => {
      writer ??= routeWriter(route, production);
      return writer(data);
    };
  };
}
