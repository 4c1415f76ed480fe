import { type SQL, sql } from 'drizzle-orm';

/**
 * A stored day (an instant at the fixed UTC hour its kind is kept at) as 'YYYY-MM-DD', the day it
 * was typed (docs/domain.md "Tenants and contracts"); `column` is SQL text naming it.
 */
export const storedDayText = (column: string): SQL =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`);
