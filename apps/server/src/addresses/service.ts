import { type AddressBody, isPortuguesePostalCode, PORTUGAL_COUNTRY_ID } from '@arrenda/core';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { asEdited, missingOrStale } from '../db/optimistic';
import { address } from '../db/schema';
import { badRequest, notFound } from '../errors';
import type { EntityAccess } from '../plugins/access';
import { addressValues, countryOfCity, listAddresses } from './queries';

/**
 * A city that does not exist is the caller's mistake, shown under the city field. An address in
 * Portugal has a Portuguese postal code, dddd-ddd (docs/domain.md "Contact details").
 */
async function checkCity(db: AppContext['db'] | Tx, body: AddressBody) {
  const countryId = await countryOfCity(db, body.cityId);
  if (countryId === null) {
    throw badRequest('server.badRequest', { fieldErrors: { cityId: 'server.cityNotFound' } });
  }
  if (countryId === PORTUGAL_COUNTRY_ID && body.postalCode && !isPortuguesePostalCode(body.postalCode)) {
    throw badRequest('server.badRequest', { fieldErrors: { postalCode: 'validation.postalCodePortugal' } });
  }
}

/** Inserts an address of the entity (inside the caller's transaction when given one). */
export async function insertAddress(db: AppContext['db'] | Tx, entityId: number, body: AddressBody) {
  await checkCity(db, body);
  const [created] = await db
    .insert(address)
    .values({ entityId, ...addressValues(body) })
    .returning({ id: address.id });
  if (!created) throw new Error('address not created');
  return { id: created.id };
}

export const list = (ctx: AppContext, access: EntityAccess) => listAddresses(ctx.db, access.entityId);

export const create = (ctx: AppContext, access: EntityAccess, body: AddressBody) =>
  insertAddress(ctx.db, access.entityId, body);

export async function update(ctx: AppContext, access: EntityAccess, addressId: number, body: AddressBody) {
  await checkCity(ctx.db, body);
  const where = and(eq(address.entityId, access.entityId), eq(address.id, addressId));
  const updated = await ctx.db
    .update(address)
    .set({ ...addressValues(body), version: sql`${address.version} + 1`, updatedAt: sql`now()` })
    .where(asEdited(where, address.version, body.version))
    .returning({ id: address.id });
  if (updated.length === 0) {
    throw await missingOrStale(ctx.db, address, where, notFound('server.addressNotFound'));
  }
  const [view] = await listAddresses(ctx.db, access.entityId, addressId);
  if (!view) throw notFound('server.addressNotFound');
  return view;
}
