import type { PortalContract, PortalRent } from '@arrenda/core';
import type { AppContext } from '../context';
import { listContracts } from '../contracts/queries';
import { notFound } from '../errors';
import { storedReceipt } from '../receipts/issued';
import { listRents } from '../rents/queries';
import { declarationPdf } from '../tax-year/declaration';
import { latestReceipts, linkedContracts, ownConfirmations, paymentOfRent, pendingRents } from './queries';
import { requireTenantContract, requireTenantRent } from './tenant-access';

/**
 * GET /portal/contracts: a tenant has a handful of contracts, each read as the landlord reads it
 * (the same debt and totals); current ones first, then the newest.
 */
export async function contracts(ctx: AppContext, userId: number): Promise<PortalContract[]> {
  const linked = await linkedContracts(ctx.db, userId);
  if (linked.length === 0) return [];
  const [views, pending] = await Promise.all([
    Promise.all(linked.map(({ entityId, contractId }) => listContracts(ctx.db, entityId, { contractId }))),
    pendingRents(
      ctx.db,
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

/** GET /portal/contracts/{id}/rents: the rents as the landlord reads them, newest period first. */
export async function rents(ctx: AppContext, userId: number, contractId: number): Promise<PortalRent[]> {
  const access = await requireTenantContract(ctx.db, userId, contractId);
  const rows = await listRents(ctx.db, access.entityId, access.contractId);
  const [receipts, confirmations] = await Promise.all([
    latestReceipts(
      ctx.db,
      access.entityId,
      rows.flatMap((row) => row.payments.map((paid) => paid.id)),
    ),
    ownConfirmations(
      ctx.db,
      access,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => ({
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

/**
 * GET /portal/contracts/{id}/rents/{rentId}/payments/{paymentId}/receipt: the payment's receipt in
 * force, once the landlord issued one: the same document the landlord downloads.
 */
export async function receipt(
  ctx: AppContext,
  userId: number,
  path: { contractId: number; rentId: number; paymentId: number },
) {
  const access = await requireTenantContract(ctx.db, userId, path.contractId);
  await requireTenantRent(ctx.db, access, path.rentId);
  if (!(await paymentOfRent(ctx.db, access.entityId, path.rentId, path.paymentId))) {
    throw notFound('server.paymentNotFound');
  }
  const issued = (await latestReceipts(ctx.db, access.entityId, [path.paymentId])).get(path.paymentId);
  if (!issued) throw notFound('server.receiptNotIssued');
  return storedReceipt(ctx, access.entityId, { ...path, propertyId: access.propertyId }, issued.id);
}

/**
 * GET /portal/contracts/{id}/declarations/{year}: the declaration of the rents the landlord received
 * in the year from the tenant the account is linked to, the one the landlord downloads.
 */
export async function declaration(ctx: AppContext, userId: number, contractId: number, year: number) {
  const access = await requireTenantContract(ctx.db, userId, contractId);
  return declarationPdf(ctx, access.entityId, access.tenantId, year);
}
