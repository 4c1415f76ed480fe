import type { ACCESS_TYPE, ENTITY_TYPE, FREQUENCY_TYPE, PROPERTY_TYPE } from '@arrenda/core';
import { char, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';

/**
 * Lookup tables keep fixed ids (seeded by migration) so that code can name them; `Name` is the
 * closed set of names of the lists whose names code names too.
 */
const lookup = <Name extends string = string>(name: string) =>
  pgTable(name, {
    id: integer('id').primaryKey(),
    name: text('name').$type<Name>().notNull().unique(),
  });

export const entityType = lookup<keyof typeof ENTITY_TYPE>('entity_type');
export const propertyType = lookup<keyof typeof PROPERTY_TYPE>('property_type');
export const propertyBusinessType = lookup('property_business_type');
export const propertyLocationType = lookup('property_location_type');
export const kitchenType = lookup('kitchen_type');
export const outsideAreaType = lookup('outside_area_type');
export const frequencyType = lookup<keyof typeof FREQUENCY_TYPE>('frequency_type');
export const accessType = lookup<keyof typeof ACCESS_TYPE>('access_type');

export const currency = pgTable('currency', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  code: char('code', { length: 3 }).notNull().unique(),
  symbol: text('symbol').notNull(),
});

export const country = pgTable('country', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  code: char('code', { length: 2 }).notNull().unique(),
});

export const city = pgTable(
  'city',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => country.id),
  },
  (t) => [unique().on(t.countryId, t.name)],
);
