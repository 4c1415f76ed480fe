import type { ConfirmationView, PortalContract, PortalRent } from '@arrenda/core';
import { and, countDistinct, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { listContracts } from '../contracts/queries';
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
import { listRents } from '../rents/queries';
import { confirmationColumns, proofOfConfirmation, toConfirmationView } from './confirmation-view';
import type { TenantContract } from './tenant-access';

/** The entity as the landlord: its legal name, else its name. */
export const landlordName = sql<string>`coalesce(${entity.legalName}, ${entity.name})`;

/** The contracts of the account's tenants, in every entity, with their landlord. */
function linkedContracts(db: Reader, userId: number) {
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
async function pendingRents(db: Reader, userId: number, contractIds: number[]) {
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

/**
 * GET /portal/contracts: a tenant has a handful of contracts, each read as the landlord reads it
 * (the same debt and totals); current ones first, then the newest.
 */
export async function portalContracts(db: Reader, userId: number): Promise<PortalContract[]> {
  const linked = await linkedContracts(db, userId);
  if (linked.length === 0) return [];
  const [views, pending] = await Promise.all([
    Promise.all(linked.map(({ entityId, contractId }) => listContracts(db, entityId, { contractId }))),
    pendingRents(
      db,
      userId,
      linked.map((row) => row.contractId),
    ),
  ]);
  return views
    .flat()
    .sort(
      (a, b) =>
        Number(b.current) - Number(a.current) || b.startDate.localeCompare(a.startDate) || b.id - a.id,
    )
    .map((view) => ({
      id: view.id,
      entityId: view.entityId,
      landlordName: linked.find((row) => row.contractId === view.id)?.landlordName ?? '',
      propertyId: view.propertyId,
      propertyName: view.property.name,
      propertyType: view.property.propertyType,
      address: view.property.address,
      tenants: view.tenants,
      startDate: view.startDate,
      endDate: view.endDate,
      currency: view.currency,
      totalAmount: view.totalAmount,
      debt: view.debt,
      pendingConfirmations: pending.get(view.id) ?? 0,
    }));
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
async function ownConfirmations(db: Reader, access: TenantContract, rentIds: number[]) {
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

/** GET /portal/contracts/{id}/rents: the rents as the landlord reads them, newest period first. */
export async function portalRents(db: Reader, access: TenantContract): Promise<PortalRent[]> {
  const rents = await listRents(db, access.entityId, access.contractId);
  const [receipts, confirmations] = await Promise.all([
    latestReceipts(
      db,
      access.entityId,
      rents.flatMap((row) => row.payments.map((paid) => paid.id)),
    ),
    ownConfirmations(
      db,
      access,
      rents.map((row) => row.id),
    ),
  ]);
  return rents.map((row) => ({
    id: row.id,
    currency: row.currency,
    paymentPeriodDate: row.paymentPeriodDate,
    paymentDueDate: row.paymentDueDate,
    amount: row.amount,
    retainedAmount: row.retainedAmount,
    amountPaid: row.amountPaid,
    amountToPay: row.amountToPay,
    paid: row.paid,
    payments: row.payments.map((paid) => ({
      id: paid.id,
      paymentDate: paid.paymentDate,
      amount: paid.amount,
      receiptNumber: receipts.get(paid.id)?.number ?? null,
    })),
    confirmations: confirmations.get(row.id) ?? [],
  }));
}
