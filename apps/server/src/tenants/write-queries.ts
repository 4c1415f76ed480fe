import type { TenantBody } from '@arrenda/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../db/client';
import { asEdited, type EditResult, editResult } from '../db/optimistic-queries';
import { contract, contractTenant, tenant } from '../db/schema';

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

/** Inserts a tenant of the entity; answers its id. */
export async function insertTenant(db: Reader, entityId: number, body: TenantBody) {
  const [created] = await db
    .insert(tenant)
    .values({ entityId, ...tenantValues(body) })
    .returning({ id: tenant.id });
  if (!created) throw new Error('tenant not created');
  return created.id;
}

/** Changes the tenant, at the version the form was filled from when the body names one. */
export async function updateTenant(
  db: Reader,
  entityId: number,
  tenantId: number,
  body: TenantBody,
): Promise<EditResult> {
  const where = and(eq(tenant.entityId, entityId), eq(tenant.id, tenantId));
  const updated = await db
    .update(tenant)
    .set({ ...tenantValues(body), version: sql`${tenant.version} + 1`, updatedAt: sql`now()` })
    .where(asEdited(where, tenant.version, body.version))
    .returning({ id: tenant.id });
  return editResult(db, tenant, where, updated.length);
}

/** Locks the entity's tenant row until the transaction ends; false when there is none. */
export async function lockTenant(tx: Tx, entityId: number, tenantId: number) {
  const [found] = await tx
    .select({ id: tenant.id })
    .from(tenant)
    .where(and(eq(tenant.entityId, entityId), eq(tenant.id, tenantId)))
    .for('update');
  return found !== undefined;
}

/** The contracts the tenant is on, where they live. */
export function contractsWithTenant(tx: Tx, tenantId: number) {
  return tx
    .select({ propertyId: contract.propertyId, contractId: contract.id })
    .from(contractTenant)
    .innerJoin(contract, eq(contract.id, contractTenant.contractId))
    .where(eq(contractTenant.tenantId, tenantId))
    .orderBy(contract.id);
}

export async function deleteTenant(tx: Tx, tenantId: number) {
  await tx.delete(tenant).where(eq(tenant.id, tenantId));
}
