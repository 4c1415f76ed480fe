import type { Reader } from '../db/client';
import { notFound } from '../errors';
import { ownConfirmation, type TenantContract, tenantContract, tenantRent } from './queries';

export type { TenantContract } from './queries';

/**
 * The one access check of the tenant portal (as checkAccess is for entity users): the caller's
 * account is linked to a tenant on the contract. Anything else (another tenant's contract, an
 * entity member without a link, a missing id) is the same 404 as a missing contract.
 */
export async function requireTenantContract(
  db: Reader,
  userId: number,
  contractId: number,
): Promise<TenantContract> {
  const row = await tenantContract(db, userId, contractId);
  if (!row) throw notFound('server.contractNotFound');
  return { userId, contractId, ...row };
}

/** A rent of the tenant's contract, with what is left to pay on it; 404 otherwise. */
export async function requireTenantRent(db: Reader, access: TenantContract, rentId: number) {
  const row = await tenantRent(db, access, rentId);
  if (!row) throw notFound('server.rentNotFound');
  return row;
}

/**
 * One of the caller's own confirmations on the rent (a tenant sees and changes only what its own
 * account confirmed); with `lock`, locked until the caller's transaction ends. 404 otherwise.
 */
export async function requireOwnConfirmation(
  db: Reader,
  access: TenantContract,
  rentId: number,
  confirmationId: number,
  { lock = false } = {},
) {
  const row = await ownConfirmation(db, access, rentId, confirmationId, { lock });
  if (!row) throw notFound('server.confirmationNotFound');
  return row;
}
