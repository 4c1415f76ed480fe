import {
  type ContractBody,
  type ContractListQuery,
  type ContractOverview,
  type ContractView,
  rentWarnings,
} from '@arrenda/core';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { lockEntity } from '../db/lock-queries';
import { toCents } from '../db/money';
import { refusedEdit } from '../db/optimistic-queries';
import { badRequest, conflict, notFound } from '../errors';
import { listFilesOf } from '../files/queries';
import { readRefreshed } from '../finance/kept-overview';
import { checkLookups } from '../lov/check';
import type { EntityAccess } from '../plugins/access';
import { propertyExists } from '../properties/queries';
import type { ContractTarget } from '../rents/generation-queries';
import { rentPeriods } from '../rents/queries';
import { generateRents } from '../rents/rent-generation';
import { countTenantsAmong } from '../tenants/queries';
import { findConflicts } from './conflict-queries';
import { type ContractFilter, listContracts, pageContracts } from './queries';
import { hasRentChanges } from './rent-history-queries';
import { contractValues } from './values';
import { deleteContract, insertContract, updateContract, writeTenants } from './write-queries';

export const list = (ctx: AppContext, access: EntityAccess, filter: ContractFilter) =>
  listContracts(ctx.db, access.entityId, filter);

/**
 * GET /entities/{id}/contracts with paging keys or a filter: one page. The kept overview rows give
 * the debt and the first tenant, so the page is read again after they are brought up to date when
 * they waited for it.
 */
export async function listPage(ctx: AppContext, access: EntityAccess, query: ContractListQuery) {
  const { items, total } = await readRefreshed(ctx.db, access.entityId, () =>
    pageContracts(ctx.db, access.entityId, query),
  );
  return { items, total };
}

/** The property's contracts; 404 when the property is not the entity's. */
export async function listOfProperty(ctx: AppContext, access: EntityAccess, propertyId: number) {
  if (!(await propertyExists(ctx.db, access.entityId, propertyId))) throw notFound('server.propertyNotFound');
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
    rentPeriods(ctx.db, access.entityId, contractId),
  ]);
  const periodDays = periods.map((period) => period.toISOString());
  return { ...found, files, rentWarnings: rentWarnings(found, periodDays, new Date()) };
}

/** Lookups and tenants must exist in the entity (400 under their fields). */
async function checkReferences(ctx: AppContext, entityId: number, body: ContractBody) {
  await checkLookups(ctx.db, [
    ['currencyId', 'currency', body.currencyId],
    ['frequencyTypeId', 'frequencyType', body.frequencyTypeId],
  ]);
  const ids = [...new Set(body.tenantsId)];
  if ((await countTenantsAmong(ctx.db, entityId, ids)) !== ids.length) {
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

export async function create(ctx: AppContext, access: EntityAccess, propertyId: number, body: ContractBody) {
  const { entityId } = access;
  if (!(await propertyExists(ctx.db, entityId, propertyId))) throw notFound('server.propertyNotFound');
  if (body.propertyId !== propertyId) {
    throw badRequest('server.badRequest', { fieldErrors: { propertyId: 'server.contractPropertyFixed' } });
  }
  await checkReferences(ctx, entityId, body);
  const values = contractValues(body);
  return ctx.db.transaction(async (tx) => {
    await lockEntity(tx, entityId);
    await checkConflicts(tx, entityId, propertyId, values, null);
    const id = await insertContract(tx, entityId, propertyId, values);
    await writeTenants(tx, entityId, id, body.tenantsId);
    if (body.automaticRents) await generateDueRents(tx, { entityId, contractId: id, propertyId });
    return { id };
  });
}

/**
 * Automatic rents turned on (a new contract, or an edit switching them on): the rents of the
 * months due so far are made at once, in the save's transaction, rather than one month an hour by
 * the daily job (docs/domain.md "Automatic rents").
 */
const generateDueRents = (tx: Tx, target: ContractTarget) => generateRents(tx, target, new Date(), 'missing');

/** Whether an edit changes the contract's rent (its amount or taxable amount, the amount when none). */
const changesRent = (before: ContractView, body: ContractBody) =>
  toCents(body.amount) !== toCents(before.amount) ||
  toCents(body.taxableAmount ?? body.amount) !== toCents(before.taxableAmount);

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
    if (changesRent(before, body) && (await hasRentChanges(tx, entityId, contractId))) {
      throw conflict('server.contractRentInHistory');
    }
    const result = await updateContract(tx, entityId, contractId, values, body.version);
    if (result !== 'updated') throw refusedEdit(result, notFound('server.contractNotFound'));
    await writeTenants(tx, entityId, contractId, body.tenantsId);
    if (body.automaticRents && !before.automaticRents) {
      await generateDueRents(tx, { entityId, contractId, propertyId });
    }
  });
  return read(ctx, access, propertyId, contractId);
}

/** Deletes the contract with its rents, payments and files (cascade). */
export async function remove(ctx: AppContext, access: EntityAccess, propertyId: number, contractId: number) {
  if (!(await deleteContract(ctx.db, access.entityId, propertyId, contractId))) {
    throw notFound('server.contractNotFound');
  }
}
