import {
  asksForPage,
  type TenantBody,
  type TenantListQuery,
  type TenantOverview,
  type TenantView,
} from '@arrenda/core';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { asEdited, missingOrStale } from '../db/optimistic';
import { contract, contractTenant, tenant } from '../db/schema';
import { conflict, notFound } from '../errors';
import { listFilesOf } from '../files/queries';
import type { EntityAccess } from '../plugins/access';
import { findTenant, listTenants, pageTenants, tenantContracts } from './queries';

/** The row's columns from the payload (empty text already null by the schema). */
const tenantValues = (body: TenantBody) => ({
  name: body.name,
  email: body.email ?? null,
  phone: body.phone ?? null,
  fiscalNumber: body.fiscalNumber ?? null,
  note: body.note ?? null,
  address: body.address ?? null,
  postalCode: body.postalCode ?? null,
});

/** GET /entities/{id}/tenants: the spec's whole list (or a contract's) without paging keys, else a page. */
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
  const [created] = await ctx.db
    .insert(tenant)
    .values({ entityId: access.entityId, ...tenantValues(body) })
    .returning({ id: tenant.id });
  if (!created) throw new Error('tenant not created');
  return { id: created.id };
}

export async function update(ctx: AppContext, access: EntityAccess, tenantId: number, body: TenantBody) {
  const where = and(eq(tenant.entityId, access.entityId), eq(tenant.id, tenantId));
  const updated = await ctx.db
    .update(tenant)
    .set({ ...tenantValues(body), version: sql`${tenant.version} + 1`, updatedAt: sql`now()` })
    .where(asEdited(where, tenant.version, body.version))
    .returning({ id: tenant.id });
  if (updated.length === 0) {
    throw await missingOrStale(ctx.db, tenant, where, notFound('server.tenantNotFound'));
  }
  return read(ctx, access, tenantId);
}

/** Deletes a tenant who is on no contract; otherwise 409 naming the contracts (docs/domain.md). */
export async function remove(ctx: AppContext, access: EntityAccess, tenantId: number) {
  await ctx.db.transaction(async (tx) => {
    // Locks the tenant row: a contract saved meanwhile waits, then finds no tenant.
    const [found] = await tx
      .select({ id: tenant.id })
      .from(tenant)
      .where(and(eq(tenant.entityId, access.entityId), eq(tenant.id, tenantId)))
      .for('update');
    if (!found) throw notFound('server.tenantNotFound');
    const onContracts = await tx
      .select({ propertyId: contract.propertyId, contractId: contract.id })
      .from(contractTenant)
      .innerJoin(contract, eq(contract.id, contractTenant.contractId))
      .where(eq(contractTenant.tenantId, tenantId))
      .orderBy(contract.id);
    if (onContracts.length > 0) throw conflict('server.tenantOnContract', { conflicts: onContracts });
    await tx.delete(tenant).where(eq(tenant.id, tenantId));
  });
}
