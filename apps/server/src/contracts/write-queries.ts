import { and, eq, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../db/client';
import { asEdited, type EditResult, editResult } from '../db/optimistic-queries';
import { contract, contractTenant } from '../db/schema';
import type { contractValues } from './values';

type ContractValues = ReturnType<typeof contractValues>;

/** Inserts the contract's row; answers its id. */
export async function insertContract(tx: Tx, entityId: number, propertyId: number, values: ContractValues) {
  const [created] = await tx
    .insert(contract)
    .values({ entityId, propertyId, ...values })
    .returning({ id: contract.id });
  if (!created) throw new Error('contract not created');
  return created.id;
}

/** Changes the contract, at the version the form was filled from when the body names one. */
export async function updateContract(
  tx: Tx,
  entityId: number,
  contractId: number,
  values: ContractValues,
  version: number | undefined,
): Promise<EditResult> {
  const where = and(eq(contract.entityId, entityId), eq(contract.id, contractId));
  const updated = await tx
    .update(contract)
    .set({ ...values, version: sql`${contract.version} + 1`, updatedAt: sql`now()` })
    .where(asEdited(where, contract.version, version))
    .returning({ id: contract.id });
  return editResult(tx, contract, where, updated.length);
}

/** Replaces the contract's tenants. */
export async function writeTenants(tx: Tx, entityId: number, contractId: number, tenantIds: number[]) {
  await tx.delete(contractTenant).where(eq(contractTenant.contractId, contractId));
  await tx
    .insert(contractTenant)
    .values([...new Set(tenantIds)].map((tenantId) => ({ entityId, contractId, tenantId })));
}

/** Deletes the contract with its rents, payments and files (cascade); false when there was none. */
export async function deleteContract(db: Reader, entityId: number, propertyId: number, contractId: number) {
  const deleted = await db
    .delete(contract)
    .where(
      and(eq(contract.entityId, entityId), eq(contract.propertyId, propertyId), eq(contract.id, contractId)),
    )
    .returning({ id: contract.id });
  return deleted.length > 0;
}
