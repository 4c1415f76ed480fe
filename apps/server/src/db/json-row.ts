import { type AnyColumn, Column, getTableName, is, SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/** What a JSON row is made of: columns, parameterless SQL expressions, or nested objects of them. */
export type JsonField = AnyColumn | SQL | { [key: string]: JsonField };

const dialect = new PgDialect();

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The text of a fragment written once for every statement that holds it, which therefore cannot
 * hold parameters (`refusal` says so).
 */
function parameterlessText(fragment: SQL, refusal: string): string {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length > 0) throw new Error(refusal);
  return text;
}

/**
 * A fragment without parameters as its text, written once: drizzle walks a fragment's parts again
 * each time a statement holding it is written, some tens of microseconds for a few joins
 * (docs/performance.md "Statements written once").
 */
export const frozen = (fragment: SQL): SQL =>
  sql.raw(parameterlessText(fragment, 'A frozen fragment cannot hold parameters.'));

/** An instant as the text JavaScript's `toISOString` writes: UTC, milliseconds, `Z`. */
export const isoText = (instant: SQL | AnyColumn): SQL<string | null> =>
  sql`to_char((${instant}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One column's value as JSON: money as its exact decimal text (as the driver reads it: JSON would
 * make it a binary number), an instant as ISO text; the other types as JSON writes them.
 */
function columnText(column: AnyColumn): string {
  const name = `${quoted(getTableName(column.table))}.${quoted(column.name)}`;
  if (column.columnType === 'PgNumeric') return `${name}::text`;
  if (column.columnType === 'PgTimestamp') return fieldText(isoText(column));
  return name;
}

function fieldText(field: JsonField): string {
  if (is(field, Column)) return columnText(field);
  if (is(field, SQL))
    return parameterlessText(field, 'A JSON row is written once: its fields cannot hold parameters.');
  return arrayText(field);
}

function isNested(field: JsonField): field is { [key: string]: JsonField } {
  return !is(field, Column) && !is(field, SQL);
}

function arrayText(fields: { [key: string]: JsonField }): string {
  return `json_build_array(${Object.values(fields).map(fieldText).join(', ')})`;
}

/**
 * The text of an object literal holding the array `source`'s values under the fields' keys, nested
 * objects rebuilt from their own arrays (null stays null).
 */
function literalText(fields: { [key: string]: JsonField }, source: string): string {
  const pairs = Object.entries(fields).map(([key, field], index) => {
    const value = `${source}[${index}]`;
    const read = isNested(field) ? `(${value} === null ? null : ${literalText(field, value)})` : value;
    return `${JSON.stringify(key)}: ${read}`;
  });
  return `{${pairs.join(', ')}}`;
}

/**
 * The function reading a row's array back into the object of the fields' keys (for a raw statement
 * selecting a jsonRow, which the driver hands over unread). It is written once,
 * from the fields' own keys (never from data), as one object literal: building each object key by
 * key cost 40 times as much (160 µs a page of fifty contracts against 4).
 */
export function objectReader<Row>(fields: { [key: string]: JsonField }): (values: unknown[]) => Row {
  return new Function('row', `return ${literalText(fields, 'row')};`) as (values: unknown[]) => Row;
}

/**
 * The fields as one JSON array per row, its text written once when the module loads, read back into
 * the object of the fields' keys: the driver hands over one value per row, parsed natively, instead
 * of one per column, and no request builds the select list again (docs/performance.md "Rows as
 * JSON"). An array rather than an object, because PostgreSQL writing each key into each row cost
 * more than the rest of the row. `Row` is the caller's promise about the object, with money and
 * instants as text. PostgreSQL takes at most 100 values per array: nest beyond.
 */
export function jsonRow<Row>(fields: { [key: string]: JsonField }): SQL<Row> {
  return sql.raw(arrayText(fields)).mapWith(objectReader<Row>(fields));
}
