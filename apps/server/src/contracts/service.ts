import {
  type ContractBody,
  type ContractListQuery,
  type ContractOverview,
  type ContractView,
  rentWarnings,
} from '@arrenda/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { lockEntity } from '../db/locks';
import { asEdited, missingOrStale } from '../db/optimistic';
import { contract, contractTenant, currency, frequencyType, property, rent, tenant } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { listFilesOf } from '../files/queries';
import { refreshOverview } from '../finance/kept-overview';
import { checkLookups } from '../lov/check';
import type { EntityAccess } from '../plugins/access';
import { type ContractTarget, generateRents } from '../rents/rent-generation';
import { findConflicts } from './conflicts';
import { type ContractFilter, listContracts, pageContracts } from './queries';
import { contractValues } from './values';

export const list = (ctx: AppContext, access: EntityAccess, filter: ContractFilter) =>
  listContracts(ctx.db, access.entityId, filter);

/**
 * GET /entities/{id}/contracts with paging keys or a filter: one page. The kept overview rows give
 * the debt and the first tenant, so the entity's are brought up to date first.
 */
export async function listPage(ctx: AppContext, access: EntityAccess, query: ContractListQuery) {
  await refreshOverview(ctx.db, access.entityId);
  return pageContracts(ctx.db, access.entityId, query);
}

async function propertyExists(ctx: AppContext, entityId: number, propertyId: number) {
  const rows = await ctx.db
    .select({ id: property.id })
    .from(property)
    .where(and(eq(property.entityId, entityId), eq(property.id, propertyId)));
  return rows.length > 0;
}

/** The property's contracts; 404 when the property is not the entity's. */
export async function listOfProperty(ctx: AppContext, access: EntityAccess, propertyId: number) {
  if (!(await propertyExists(ctx, access.entityId, propertyId))) throw notFound('server.propertyNotFound');
  return listContracts(ctx.db, access.entityId, { propertyId });
}

export async function read(
  ctx: AppContext,
  access: EntityAccess,
  propertyId: number,
  contractId: number,
): Promise<ContractView> {
  const [found] = await listContracts(ctx.db, access.entityId, { contractId });
  if (!found || found.propertyId !== propertyId) throw notFound('server.contractNotFound');
  return found;
}

export async function overview(
  ctx: AppContext,
  access: EntityAccess,
  propertyId: number,
  contractId: number,
): Promise<ContractOverview> {
  const found = await read(ctx, access, propertyId, contractId);
  const [files, periods] = await Promise.all([
    listFilesOf(ctx.db, access.entityId, 'contractId', contractId),
    ctx.db
      .select({ period: rent.paymentPeriodDate })
      .from(rent)
      .where(and(eq(rent.entityId, access.entityId), eq(rent.contractId, contractId))),
  ]);
  const rentPeriods = periods.map((row) => row.period.toISOString());
  return { ...found, files, rentWarnings: rentWarnings(found, rentPeriods, new Date()) };
}

/** Lookups and tenants must exist in the entity (400 under their fields). */
async function checkReferences(ctx: AppContext, entityId: number, body: ContractBody) {
  await checkLookups(ctx.db, [
    ['currencyId', currency, body.currencyId],
    ['frequencyTypeId', frequencyType, body.frequencyTypeId],
  ]);
  const ids = [...new Set(body.tenantsId)];
  const found = await ctx.db
    .select({ id: tenant.id })
    .from(tenant)
    .where(and(eq(tenant.entityId, entityId), inArray(tenant.id, ids)));
  if (found.length !== ids.length) {
    throw badRequest('server.badRequest', { fieldErrors: { tenantsId: 'server.tenantNotFound' } });
  }
}

/** Refuses with 409 and the conflicting contracts an overlap in the property's tree (docs/domain.md). */
async function checkConflicts(
  tx: Tx,
  entityId: number,
  propertyId: number,
  values: ReturnType<typeof contractValues>,
  contractId: number | null,
) {
  const conflicts = await findConflicts(
    tx,
    entityId,
    propertyId,
    values.startDate,
    values.endDate,
    contractId,
  );
  if (conflicts.length > 0) throw conflict('server.contractConflict', { conflicts });
}

async function writeTenants(tx: Tx, entityId: number, contractId: number, tenantIds: number[]) {
  await tx.delete(contractTenant).where(eq(contractTenant.contractId, contractId));
  await tx
    .insert(contractTenant)
    .values([...new Set(tenantIds)].map((tenantId) => ({ entityId, contractId, tenantId })));
}

export async function create(ctx: AppContext, access: EntityAccess, propertyId: number, body: ContractBody) {
  const { entityId } = access;
  if (!(await propertyExists(ctx, entityId, propertyId))) throw notFound('server.propertyNotFound');
  if (body.propertyId !== propertyId) {
    throw badRequest('server.badRequest', { fieldErrors: { propertyId: 'server.contractPropertyFixed' } });
  }
  await checkReferences(ctx, entityId, body);
  const values = contractValues(body);
  return ctx.db.transaction(async (tx) => {
    await lockEntity(tx, entityId);
    await checkConflicts(tx, entityId, propertyId, values, null);
    const [created] = await tx
      .insert(contract)
      .values({ entityId, propertyId, ...values })
      .returning({ id: contract.id });
    if (!created) throw new Error('contract not created');
    await writeTenants(tx, entityId, created.id, body.tenantsId);
    if (body.automaticRents) await generateDueRents(tx, { entityId, contractId: created.id, propertyId });
    return { id: created.id };
  });
}

/**
 * Automatic rents turned on (a new contract, or an edit switching them on): the rents of the
 * months due so far are made at once, in the save's transaction, rather than one month an hour by
 * the daily job (docs/domain.md "Automatic rents").
 */
const generateDueRents = (tx: Tx, target: ContractTarget) => generateRents(tx, target, new Date(), 'missing');

export async function update(
  ctx: AppContext,
  access: EntityAccess,
  propertyId: number,
  contractId: number,
  body: ContractBody,
) {
  const { entityId } = access;
  const before = await read(ctx, access, propertyId, contractId);
  // The property of a contract is fixed (docs/domain.md).
  if (body.propertyId !== propertyId) {
    throw badRequest('server.badRequest', { fieldErrors: { propertyId: 'server.contractPropertyFixed' } });
  }
  await checkReferences(ctx, entityId, body);
  const values = contractValues(body);
  await ctx.db.transaction(async (tx) => {
    await lockEntity(tx, entityId);
    await checkConflicts(tx, entityId, propertyId, values, contractId);
    const where = and(eq(contract.entityId, entityId), eq(contract.id, contractId));
    const updated = await tx
      .update(contract)
      .set({ ...values, version: sql`${contract.version} + 1`, updatedAt: sql`now()` })
      .where(asEdited(where, contract.version, body.version))
      .returning({ id: contract.id });
    if (updated.length === 0) {
      throw await missingOrStale(tx, contract, where, notFound('server.contractNotFound'));
    }
    await writeTenants(tx, entityId, contractId, body.tenantsId);
    if (body.automaticRents && !before.automaticRents) {
      await generateDueRents(tx, { entityId, contractId, propertyId });
    }
  });
  return read(ctx, access, propertyId, contractId);
}

/** Deletes the contract with its rents, payments and files (cascade). */
export async function remove(ctx: AppContext, access: EntityAccess, propertyId: number, contractId: number) {
  const deleted = await ctx.db
    .delete(contract)
    .where(
      and(
        eq(contract.entityId, access.entityId),
        eq(contract.propertyId, propertyId),
        eq(contract.id, contractId),
      ),
    )
    .returning({ id: contract.id });
  if (deleted.length === 0) throw notFound('server.contractNotFound');
}
