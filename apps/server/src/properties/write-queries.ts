import type { PropertyBody } from '@arrenda/core';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { asEdited, type EditResult, editResult } from '../db/optimistic-queries';
import { address, property, propertyDetails, propertyTaxInformation } from '../db/schema';
import { detailValues, propertyValues, taxValues } from './values';

/** Inserts the property's row; answers its id. */
export async function insertProperty(tx: Tx, entityId: number, body: PropertyBody, addressId: number | null) {
  const [created] = await tx
    .insert(property)
    .values({ entityId, ...propertyValues(body, addressId) })
    .returning({ id: property.id });
  if (!created) throw new Error('property not created');
  return created.id;
}

/**
 * Claims the edit of the property: its version goes up when it is still at the version the form
 * was filled from (when the body names one).
 */
export async function claimPropertyEdit(
  tx: Tx,
  entityId: number,
  propertyId: number,
  version: number | undefined,
): Promise<EditResult> {
  const where = and(eq(property.entityId, entityId), eq(property.id, propertyId));
  const updated = await tx
    .update(property)
    .set({ version: sql`${property.version} + 1`, updatedAt: sql`now()` })
    .where(asEdited(where, property.version, version))
    .returning({ id: property.id });
  return editResult(tx, property, where, updated.length);
}

/** Writes the property row's own columns from the payload. */
export async function updateProperty(
  tx: Tx,
  propertyId: number,
  body: PropertyBody,
  addressId: number | null,
) {
  await tx.update(property).set(propertyValues(body, addressId)).where(eq(property.id, propertyId));
}

/** Replaces the property's details and tax information by the payload's (none when empty). */
export async function writeParts(tx: Tx, propertyId: number, body: PropertyBody) {
  await tx.delete(propertyDetails).where(eq(propertyDetails.propertyId, propertyId));
  await tx.delete(propertyTaxInformation).where(eq(propertyTaxInformation.propertyId, propertyId));
  const details = detailValues(body.baseInfo.propertyTypeId, body.propertyDetails);
  if (details) await tx.insert(propertyDetails).values({ propertyId, ...details });
  const tax = taxValues(body.propertyTaxInformation);
  if (tax) await tx.insert(propertyTaxInformation).values({ propertyId, ...tax });
}

/** The addresses the properties use. */
export async function addressesOf(tx: Tx, propertyIds: number[]) {
  const used = await tx
    .select({ addressId: property.addressId })
    .from(property)
    .where(inArray(property.id, propertyIds));
  return used.flatMap((row) => (row.addressId === null ? [] : [row.addressId]));
}

/** Deletes the property with its inner properties and, by cascade, what they own. */
export async function deleteProperty(tx: Tx, entityId: number, propertyId: number) {
  await tx.delete(property).where(and(eq(property.entityId, entityId), eq(property.id, propertyId)));
}

const otherProperty = alias(property, 'other_property');

/** Deletes those of the entity's addresses that no property uses any more. */
export async function deleteUnusedAddresses(tx: Tx, entityId: number, addressIds: number[]) {
  await tx
    .delete(address)
    .where(
      and(
        eq(address.entityId, entityId),
        inArray(address.id, addressIds),
        notExists(
          tx
            .select({ id: otherProperty.id })
            .from(otherProperty)
            .where(eq(otherProperty.addressId, address.id)),
        ),
      ),
    );
}
