import { asc, eq } from 'drizzle-orm';
import type { Db, Reader } from '../db/client';
import {
  accessType,
  city,
  country,
  currency,
  entityType,
  frequencyType,
  kitchenType,
  outsideAreaType,
  propertyBusinessType,
  propertyLocationType,
  propertyType,
} from '../db/schema';

/** The simple lists of values, by their path under /lov (docs/product.md#the-api), in id order. */
export const simpleLists = {
  entityTypes: entityType,
  propertyTypes: propertyType,
  propertyBusinessTypes: propertyBusinessType,
  propertyLocationTypes: propertyLocationType,
  kitchenTypes: kitchenType,
  outsideAreaTypes: outsideAreaType,
  accessTypes: accessType,
  frequencyTypes: frequencyType,
} as const;

export const listSimple = (db: Db, table: (typeof simpleLists)[keyof typeof simpleLists]) =>
  db.select({ id: table.id, name: table.name }).from(table).orderBy(asc(table.id));

export const listCountries = (db: Db) =>
  db.select({ id: country.id, name: country.name }).from(country).orderBy(asc(country.name));

export const listCurrencies = (db: Db) => db.select().from(currency).orderBy(asc(currency.id));

/** Alphabetical as a reader expects ('Águeda' among the A's), whatever the database's collation. */
const byName = new Intl.Collator('pt');

export async function listCities(db: Db, countryId: number) {
  const rows = await db
    .select({ id: city.id, name: city.name, countryId: city.countryId, country: country.name })
    .from(city)
    .innerJoin(country, eq(country.id, city.countryId))
    .where(eq(city.countryId, countryId));
  return rows.sort((a, b) => byName.compare(a.name, b.name));
}

export const countryExists = async (db: Db, countryId: number) =>
  (await db.select({ id: country.id }).from(country).where(eq(country.id, countryId))).length > 0;

/** The lists of values whose ids the forms send, by name. */
const lookupTables = {
  accessType,
  country,
  currency,
  entityType,
  frequencyType,
  kitchenType,
  outsideAreaType,
  propertyBusinessType,
  propertyLocationType,
  propertyType,
} as const;

export type LookupName = keyof typeof lookupTables;

/** Whether the list of values has the id. */
export async function lookupExists(db: Reader, lookup: LookupName, id: number) {
  const table = lookupTables[lookup];
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return rows.length > 0;
}
