import type { EntityUserView, EntityView } from '@arrenda/core';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../db/client';
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

export async function lookupExists(
  db: Reader,
  table: typeof entityType | typeof country | typeof accessType,
  id: number,
) {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.id, id));
  return (row?.n ?? 0) > 0;
}

/** The entity as the landlord: its legal name, else its name. */
export const landlordName = sql<string>`coalesce(${entity.legalName}, ${entity.name})`;
