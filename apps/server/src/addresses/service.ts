import { type AddressBody, isPortuguesePostalCode, PORTUGAL_COUNTRY_ID } from '@arrenda/core';
import type { AppContext } from '../context';
import type { Reader } from '../db/client';
import { refusedEdit } from '../db/optimistic-queries';
import { badRequest, notFound } from '../errors';
import type { EntityAccess } from '../plugins/access';
import { countryOfCity, insertAddress, listAddresses, updateAddress } from './queries';

/**
 * A city that does not exist is the caller's mistake, shown under the city field. An address in
 * Portugal has a Portuguese postal code, dddd-ddd (docs/domain.md "Contact details").
 */
async function checkCity(db: Reader, body: AddressBody) {
  const countryId = await countryOfCity(db, body.cityId);
  if (countryId === null) {
    throw badRequest('server.badRequest', { fieldErrors: { cityId: 'server.cityNotFound' } });
  }
  if (countryId === PORTUGAL_COUNTRY_ID && body.postalCode && !isPortuguesePostalCode(body.postalCode)) {
    throw badRequest('server.badRequest', { fieldErrors: { postalCode: 'validation.postalCodePortugal' } });
  }
}

/** Inserts an address of the entity (inside the caller's transaction when given one). */
export async function addAddress(db: Reader, entityId: number, body: AddressBody) {
  await checkCity(db, body);
  return { id: await insertAddress(db, entityId, body) };
}

export const list = (ctx: AppContext, access: EntityAccess) => listAddresses(ctx.db, access.entityId);

export const create = (ctx: AppContext, access: EntityAccess, body: AddressBody) =>
  addAddress(ctx.db, access.entityId, body);

export async function update(ctx: AppContext, access: EntityAccess, addressId: number, body: AddressBody) {
  await checkCity(ctx.db, body);
  const result = await updateAddress(ctx.db, access.entityId, addressId, body);
  if (result !== 'updated') throw refusedEdit(result, notFound('server.addressNotFound'));
  const [view] = await listAddresses(ctx.db, access.entityId, addressId);
  if (!view) throw notFound('server.addressNotFound');
  return view;
}
