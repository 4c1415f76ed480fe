import type { ConfirmationView } from '@arrenda/core';
import { and, countDistinct, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Reader } from '../db/client';
import {
  contract,
  contractTenant,
  entity,
  file,
  payment,
  paymentConfirmation,
  receipt,
  rent,
  tenantAccount,
} from '../db/schema';
import { landlordName } from '../entities/queries';
import {
  confirmationColumns,
  proofOfConfirmation,
  toConfirmationView,
} from '../payment-confirmations/queries';

/** A contract the caller sees in the tenant portal, and where it lives. */
export interface TenantContract {
  userId: number;
  entityId: number;
  propertyId: number;
  contractId: number;
  /** The tenant of the contract the account is linked to. */
  tenantId: number;
}

/** Where the contract lives when the account is linked to one of its tenants. */
export async function tenantContract(db: Reader, userId: number, contractId: number) {
  const [row] = await db
    .select({
      entityId: contract.entityId,
      propertyId: contract.propertyId,
      tenantId: tenantAccount.tenantId,
    })
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
  return row;
}

/** A rent of the tenant's contract, with what is left to pay on it. */
export async function tenantRent(db: Reader, access: TenantContract, rentId: number) {
  const [row] = await db
    .select({ id: rent.id, amountToPay: rent.amountToPay })
    .from(rent)
    .where(
      and(eq(rent.id, rentId), eq(rent.entityId, access.entityId), eq(rent.contractId, access.contractId)),
    );
  return row;
}

/** One of the account's own confirmations on the rent; with `lock`, locked until the transaction ends. */
export async function ownConfirmation(
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
  return row;
}

/** The contracts of the account's tenants, in every entity, with their landlord. */
export function linkedContracts(db: Reader, userId: number) {
  return db
    .selectDistinct({ contractId: contract.id, entityId: contract.entityId, landlordName })
    .from(tenantAccount)
    .innerJoin(
      contractTenant,
      and(
        eq(contractTenant.tenantId, tenantAccount.tenantId),
        eq(contractTenant.entityId, tenantAccount.entityId),
      ),
    )
    .innerJoin(contract, eq(contract.id, contractTenant.contractId))
    .innerJoin(entity, eq(entity.id, contract.entityId))
    .where(eq(tenantAccount.userId, userId));
}

/** Per contract, how many rents have a confirmation of the account still waiting for the landlord. */
export async function pendingRents(db: Reader, userId: number, contractIds: number[]) {
  const rows = await db
    .select({ contractId: rent.contractId, rents: countDistinct(rent.id) })
    .from(paymentConfirmation)
    .innerJoin(
      rent,
      and(eq(rent.id, paymentConfirmation.rentId), eq(rent.entityId, paymentConfirmation.entityId)),
    )
    .where(
      and(
        eq(paymentConfirmation.userId, userId),
        eq(paymentConfirmation.status, 'PENDING'),
        inArray(rent.contractId, contractIds),
      ),
    )
    .groupBy(rent.contractId);
  return new Map(rows.map((row) => [row.contractId, row.rents]));
}

/** The receipt in force of each of the payments (voided ones are not the tenant's to download). */
export async function latestReceipts(db: Reader, entityId: number, paymentIds: number[]) {
  if (paymentIds.length === 0) return new Map<number, { id: number; number: string }>();
  const rows = await db
    .selectDistinctOn([receipt.paymentId], {
      paymentId: receipt.paymentId,
      id: receipt.id,
      number: receipt.number,
    })
    .from(receipt)
    .where(
      and(eq(receipt.entityId, entityId), inArray(receipt.paymentId, paymentIds), isNull(receipt.voidedAt)),
    )
    .orderBy(receipt.paymentId, desc(receipt.id));
  return new Map(rows.map(({ paymentId, ...issued }) => [paymentId ?? 0, issued]));
}

/** Whether the payment is one of the rent's. */
export async function paymentOfRent(db: Reader, entityId: number, rentId: number, paymentId: number) {
  const rows = await db
    .select({ id: payment.id })
    .from(payment)
    .where(and(eq(payment.id, paymentId), eq(payment.entityId, entityId), eq(payment.rentId, rentId)));
  return rows.length > 0;
}

/** The account's own confirmations on the rents, newest first, per rent. */
export async function ownConfirmations(db: Reader, access: TenantContract, rentIds: number[]) {
  const byRent = new Map<number, ConfirmationView[]>();
  if (rentIds.length === 0) return byRent;
  const rows = await db
    .select({ ...confirmationColumns, rentId: paymentConfirmation.rentId })
    .from(paymentConfirmation)
    .leftJoin(file, proofOfConfirmation)
    .where(
      and(
        eq(paymentConfirmation.entityId, access.entityId),
        eq(paymentConfirmation.userId, access.userId),
        inArray(paymentConfirmation.rentId, rentIds),
      ),
    )
    .orderBy(desc(paymentConfirmation.createdAt), desc(paymentConfirmation.id));
  for (const row of rows)
    byRent.set(row.rentId, [...(byRent.get(row.rentId) ?? []), toConfirmationView(row)]);
  return byRent;
}
