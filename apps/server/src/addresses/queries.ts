import type { AddressBody, AddressView } from '@arrenda/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Reader } from '../db/client';
import { asEdited, type EditResult, editResult } from '../db/optimistic-queries';
import { address, city, country } from '../db/schema';

/** The columns of an address as read, flat (drizzle nests one level only), with city and country. */
export const addressColumns = {
  addressId: address.id,
  addressVersion: address.version,
  street: address.street,
  number: address.number,
  floor: address.floor,
  mailBox: address.mailBox,
  postalCode: address.postalCode,
  latitude: address.latitude,
  longitude: address.longitude,
  cityId: city.id,
  cityName: city.name,
  countryId: city.countryId,
  countryName: country.name,
};

/** An address row read through left joins: every column may be null. */
export interface AddressRow {
  addressId: number | null;
  addressVersion: number | null;
  street: string | null;
  number: string | null;
  floor: string | null;
  mailBox: string | null;
  postalCode: string | null;
  latitude: string | null;
  longitude: string | null;
  cityId: number | null;
  cityName: string | null;
  countryId: number | null;
  countryName: string | null;
}

/** The address as sent (docs/product.md#records-and-fields), null when the row has none. Coordinates become numbers. */
export function toAddressView(row: AddressRow): AddressView | null {
  const { addressId, addressVersion, street, number, cityId, cityName, countryId, countryName } = row;
  if (addressId === null || addressVersion === null || street === null || number === null) return null;
  if (cityId === null || cityName === null || countryId === null || countryName === null) return null;
  return {
    id: addressId,
    version: addressVersion,
    street,
    number,
    floor: row.floor,
    mailBox: row.mailBox,
    postalCode: row.postalCode,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    city: { id: cityId, name: cityName, countryId, country: countryName },
  };
}

/** The entity's addresses, or one of them. */
export async function listAddresses(db: Reader, entityId: number, addressId?: number) {
  const rows = await db
    .select(addressColumns)
    .from(address)
    .innerJoin(city, eq(city.id, address.cityId))
    .innerJoin(country, eq(country.id, city.countryId))
    .where(
      and(eq(address.entityId, entityId), addressId === undefined ? undefined : eq(address.id, addressId)),
    )
    .orderBy(asc(address.id));
  return rows.flatMap((row) => toAddressView(row) ?? []);
}

export const addressValues = (body: AddressBody) => ({
  street: body.street,
  cityId: body.cityId,
  number: body.number,
  floor: body.floor ?? null,
  mailBox: body.mailBox ?? null,
  postalCode: body.postalCode ?? null,
  latitude: body.latitude == null ? null : String(body.latitude),
  longitude: body.longitude == null ? null : String(body.longitude),
});

/** The country of a city, or null when there is no such city. */
export async function countryOfCity(db: Reader, cityId: number): Promise<number | null> {
  const [row] = await db.select({ countryId: city.countryId }).from(city).where(eq(city.id, cityId));
  return row?.countryId ?? null;
}

export async function addressBelongs(db: Reader, entityId: number, addressId: number) {
  const rows = await db
    .select({ id: address.id })
    .from(address)
    .where(and(eq(address.entityId, entityId), eq(address.id, addressId)));
  return rows.length > 0;
}

/** Inserts an address of the entity; answers its id. */
export async function insertAddress(db: Reader, entityId: number, body: AddressBody) {
  const [created] = await db
    .insert(address)
    .values({ entityId, ...addressValues(body) })
    .returning({ id: address.id });
  if (!created) throw new Error('address not created');
  return created.id;
}

/** Changes the entity's address, at the version the form was filled from when the body names one. */
export async function updateAddress(
  db: Reader,
  entityId: number,
  addressId: number,
  body: AddressBody,
): Promise<EditResult> {
  const where = and(eq(address.entityId, entityId), eq(address.id, addressId));
  const updated = await db
    .update(address)
    .set({ ...addressValues(body), version: sql`${address.version} + 1`, updatedAt: sql`now()` })
    .where(asEdited(where, address.version, body.version))
    .returning({ id: address.id });
  return editResult(db, address, where, updated.length);
}
