import { and, eq } from 'drizzle-orm';
import type { Reader } from '../db/client';
import { contract, contractTenant, paymentConfirmation, rent, tenantAccount } from '../db/schema';
import { notFound } from '../errors';

/** A contract the caller sees in the tenant portal, and where it lives. */
export interface TenantContract {
  userId: number;
  entityId: number;
  propertyId: number;
  contractId: number;
}

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
  const [row] = await db
    .select({ entityId: contract.entityId, propertyId: contract.propertyId })
    .from(contract)
    .innerJoin(
      contractTenant,
      and(eq(contractTenant.contractId, contract.id), eq(contractTenant.entityId, contract.entityId)),
    )
    .innerJoin(
      tenantAccount,
      and(eq(tenantAccount.tenantId, contractTenant.tenantId), eq(tenantAccount.entityId, contract.entityId)),
    )
    .where(and(eq(contract.id, contractId), eq(tenantAccount.userId, userId)))
    .limit(1);
  if (!row) throw notFound('server.contractNotFound');
  return { userId, contractId, ...row };
}

/** A rent of the tenant's contract, with what is left to pay on it; 404 otherwise. */
export async function requireTenantRent(db: Reader, access: TenantContract, rentId: number) {
  const [row] = await db
    .select({ id: rent.id, amountToPay: rent.amountToPay })
    .from(rent)
    .where(
      and(eq(rent.id, rentId), eq(rent.entityId, access.entityId), eq(rent.contractId, access.contractId)),
    );
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
  const query = db
    .select({ id: paymentConfirmation.id, status: paymentConfirmation.status })
    .from(paymentConfirmation)
    .where(
      and(
        eq(paymentConfirmation.id, confirmationId),
        eq(paymentConfirmation.entityId, access.entityId),
        eq(paymentConfirmation.rentId, rentId),
        eq(paymentConfirmation.userId, access.userId),
      ),
    );
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('server.confirmationNotFound');
  return row;
}
