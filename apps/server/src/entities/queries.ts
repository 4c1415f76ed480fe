import { ACCESS_TYPE, type EntityBody, type EntityUserView, type EntityView } from '@arrenda/core';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../db/client';
import { asEdited, type EditResult, editResult } from '../db/optimistic-queries';
import { accessType, country, entity, entityType, entityUser, file, property, users } from '../db/schema';

const entityColumns = {
  id: entity.id,
  version: entity.version,
  name: entity.name,
  entityType: { id: entityType.id, name: entityType.name },
  country: { id: country.id, name: country.name },
  legalName: entity.legalName,
  financeNumber: entity.financeNumber,
  description: entity.description,
  phone: entity.phone,
  address: entity.address,
  postalCode: entity.postalCode,
  city: entity.city,
  mailReceipts: entity.mailReceipts,
  atReceiptsExempt: entity.atReceiptsExempt,
  countProperties: sql<number>`(select count(*)::int from ${property} where ${property.entityId} = ${entity.id})`,
  accessType: accessType.name,
};

/** The caller's entities, with the caller's access type, sorted by id. */
function selectEntities(db: Reader, userId: number, entityId?: number) {
  return db
    .select(entityColumns)
    .from(entityUser)
    .innerJoin(entity, eq(entity.id, entityUser.entityId))
    .innerJoin(entityType, eq(entityType.id, entity.entityTypeId))
    .innerJoin(country, eq(country.id, entity.countryId))
    .innerJoin(accessType, eq(accessType.id, entityUser.accessTypeId))
    .where(
      and(
        eq(entityUser.userId, userId),
        entityId === undefined ? undefined : eq(entityUser.entityId, entityId),
      ),
    )
    .orderBy(asc(entity.id));
}

export async function listEntities(db: Reader, userId: number): Promise<EntityView[]> {
  const rows = await selectEntities(db, userId);
  return rows.map((row) => ({ ...row, files: [] }));
}

/** Files attached to the entity itself (not to one of its rows), newest first. */
export async function listEntityFiles(db: Reader, entityId: number) {
  const rows = await db
    .select({ id: file.id, name: file.name, createdAt: file.createdAt })
    .from(file)
    .where(
      and(
        eq(file.entityId, entityId),
        isNull(file.propertyId),
        isNull(file.contractId),
        isNull(file.tenantId),
        isNull(file.expenseId),
        isNull(file.confirmationId),
      ),
    )
    .orderBy(sql`${file.createdAt} desc, ${file.id} desc`);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function findEntity(
  db: Reader,
  userId: number,
  entityId: number,
): Promise<EntityView | undefined> {
  const [row] = await selectEntities(db, userId, entityId);
  return row && { ...row, files: await listEntityFiles(db, entityId) };
}

export function listEntityUsers(db: Reader, entityId: number): Promise<EntityUserView[]> {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      accessType: accessType.name,
    })
    .from(entityUser)
    .innerJoin(users, eq(users.id, entityUser.userId))
    .innerJoin(accessType, eq(accessType.id, entityUser.accessTypeId))
    .where(eq(entityUser.entityId, entityId))
    .orderBy(asc(users.id));
}

/** Locks the entity's memberships for the rest of the transaction (last-admin rule). */
export function lockEntityUsers(tx: Tx, entityId: number) {
  return tx
    .select({ userId: entityUser.userId, accessTypeId: entityUser.accessTypeId })
    .from(entityUser)
    .where(eq(entityUser.entityId, entityId))
    .for('update');
}

/** The entity as the landlord: its legal name, else its name. */
export const landlordName = sql<string>`coalesce(${entity.legalName}, ${entity.name})`;

const columns = (body: EntityBody) => ({
  name: body.name,
  entityTypeId: body.entityTypeId,
  countryId: body.countryId,
  legalName: body.legalName ?? null,
  financeNumber: body.financeNumber ?? null,
  description: body.description ?? null,
  phone: body.phone ?? null,
  address: body.address ?? null,
  postalCode: body.postalCode ?? null,
  city: body.city ?? null,
  mailReceipts: body.mailReceipts ?? false,
  // Left out of an edit, the entity keeps its choice; a new one is not exempt (the column's default).
  ...(body.atReceiptsExempt === undefined ? {} : { atReceiptsExempt: body.atReceiptsExempt }),
});

/** Inserts the entity with its creator as ADMIN; answers its id. */
export async function insertEntity(tx: Tx, userId: number, body: EntityBody) {
  const [created] = await tx.insert(entity).values(columns(body)).returning({ id: entity.id });
  if (!created) throw new Error('entity not created');
  await tx.insert(entityUser).values({ entityId: created.id, userId, accessTypeId: ACCESS_TYPE.ADMIN });
  return created.id;
}

/** Changes the entity, at the version the form was filled from when the body names one. */
export async function updateEntity(db: Reader, entityId: number, body: EntityBody): Promise<EditResult> {
  const where = eq(entity.id, entityId);
  const updated = await db
    .update(entity)
    .set({ ...columns(body), version: sql`${entity.version} + 1`, updatedAt: sql`now()` })
    .where(asEdited(where, entity.version, body.version))
    .returning({ id: entity.id });
  return editResult(db, entity, where, updated.length);
}

/** Deletes the entity and, by cascade in the same statement, everything it owns. */
export async function deleteEntity(tx: Tx, entityId: number) {
  await tx.delete(entity).where(eq(entity.id, entityId));
}

/** Gives the member another access type, or (null) removes the membership. */
export async function setMembership(tx: Tx, entityId: number, userId: number, accessTypeId: number | null) {
  const where = and(eq(entityUser.entityId, entityId), eq(entityUser.userId, userId));
  if (accessTypeId === null) await tx.delete(entityUser).where(where);
  else await tx.update(entityUser).set({ accessTypeId }).where(where);
}
