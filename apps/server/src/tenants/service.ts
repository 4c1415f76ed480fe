import {
  asksForPage,
  type TenantBody,
  type TenantListQuery,
  type TenantOverview,
  type TenantView,
} from '@arrenda/core';
import type { AppContext } from '../context';
import { refusedEdit } from '../db/optimistic-queries';
import { conflict, notFound } from '../errors';
import { listFilesOf } from '../files/queries';
import type { EntityAccess } from '../plugins/access';
import { findTenant, listTenants, pageTenants, tenantContracts } from './queries';
import { contractsWithTenant, deleteTenant, insertTenant, lockTenant, updateTenant } from './write-queries';

/** GET /entities/{id}/tenants: the product's whole list (or a contract's) without paging keys, else a page. */
export const list = (ctx: AppContext, access: EntityAccess, query: TenantListQuery) =>
  asksForPage(query, ['view', 'ids'])
    ? pageTenants(ctx.db, access.entityId, query)
    : listTenants(ctx.db, access.entityId, query.contractId);

export async function read(ctx: AppContext, access: EntityAccess, tenantId: number): Promise<TenantView> {
  const found = await findTenant(ctx.db, access.entityId, tenantId);
  if (!found) throw notFound('server.tenantNotFound');
  return found;
}

export async function overview(
  ctx: AppContext,
  access: EntityAccess,
  tenantId: number,
): Promise<TenantOverview> {
  const found = await read(ctx, access, tenantId);
  const [contracts, files] = await Promise.all([
    tenantContracts(ctx.db, access.entityId, tenantId),
    listFilesOf(ctx.db, access.entityId, 'tenantId', tenantId),
  ]);
  return { ...found, contracts, files };
}

export async function create(ctx: AppContext, access: EntityAccess, body: TenantBody) {
  return { id: await insertTenant(ctx.db, access.entityId, body) };
}

export async function update(ctx: AppContext, access: EntityAccess, tenantId: number, body: TenantBody) {
  const result = await updateTenant(ctx.db, access.entityId, tenantId, body);
  if (result !== 'updated') throw refusedEdit(result, notFound('server.tenantNotFound'));
  return read(ctx, access, tenantId);
}

/** Deletes a tenant who is on no contract; otherwise 409 naming the contracts (docs/domain.md). */
export async function remove(ctx: AppContext, access: EntityAccess, tenantId: number) {
  await ctx.db.transaction(async (tx) => {
    // Locks the tenant row: a contract saved meanwhile waits, then finds no tenant.
    if (!(await lockTenant(tx, access.entityId, tenantId))) throw notFound('server.tenantNotFound');
    const onContracts = await contractsWithTenant(tx, tenantId);
    if (onContracts.length > 0) throw conflict('server.tenantOnContract', { conflicts: onContracts });
    await deleteTenant(tx, tenantId);
  });
}
