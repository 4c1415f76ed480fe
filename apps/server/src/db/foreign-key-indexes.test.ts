import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/databases';
import type { Database } from './client';
import { queryRows } from './raw';

/**
 * The tables a foreign key may point to without an index on its columns: the lists the
 * migrations fill and the app never deletes from, and the user and the entity, each deleted once
 * in its life, when a scan of the tables that point to it costs less than an index written on
 * every insert (docs/performance.md "Keys that point to a row").
 */
const WITHOUT_INDEX = new Set([
  'access_type',
  'city',
  'country',
  'currency',
  'entity_type',
  'frequency_type',
  'kitchen_type',
  'outside_area_type',
  'property_business_type',
  'property_location_type',
  'property_type',
  'entity',
  'users',
]);

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe('foreign keys', () => {
  it('have an index led by their first column, unless they point to a list or to a user or entity', async () => {
    const keys = await queryRows<{ name: string; table: string; referenced: string; indexed: boolean }>(
      database.db,
      sql`select c.conname as name, c.conrelid::regclass::text as table, c.confrelid::regclass::text as referenced,
          exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]) as indexed
        from pg_constraint c
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace
        order by c.conname`,
    );
    // The check reads the catalogue: a database without keys would pass it unseen.
    expect(keys.filter((key) => key.referenced === 'payment').map((key) => key.name)).toEqual([
      'payment_at_receipt_payment_fk',
      'payment_confirmation_payment_fk',
      'receipt_payment_fk',
    ]);
    const unindexed = keys.filter((key) => !key.indexed && !WITHOUT_INDEX.has(key.referenced));
    expect(unindexed.map((key) => `${key.table}.${key.name} -> ${key.referenced}`)).toEqual([]);
  });
});
