import { type AnyColumn, Column, getTableName, is, SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/** What a JSON row is made of: columns, parameterless SQL expressions, or nested objects of them. */
export type JsonField = AnyColumn | SQL | { [key: string]: JsonField };

const dialect = new PgDialect();

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

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
  if (is(field, SQL)) {
    const { sql: text, params } = dialect.sqlToQuery(field);
    if (params.length > 0) throw new Error('A JSON row is written once: its fields cannot hold parameters.');
    return text;
  }
  return objectText(field);
}

function objectText(fields: { [key: string]: JsonField }): string {
  const pairs = Object.entries(fields).map(([key, field]) => `'${key}', ${fieldText(field)}`);
  return `json_build_object(${pairs.join(', ')})`;
}

/**
 * The fields as one JSON object per row, its text written once when the module loads: the driver
 * hands over one value per row, parsed natively, instead of one per column, and no request builds
 * the select list again (docs/performance.md "Rows as JSON"). `Row` is the caller's promise about
 * the object, with money and instants as text. PostgreSQL takes at most 50 keys per object: nest
 * beyond.
 */
export const jsonRow = <Row>(fields: { [key: string]: JsonField }): SQL<Row> =>
  sql.raw(objectText(fields)) as SQL<Row>;
