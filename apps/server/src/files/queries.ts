import type { FileView, MessageKey } from '@arrenda/core';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Reader } from '../db/client';
import { contract, expense, file, fileRemoval, paymentConfirmation, property, tenant } from '../db/schema';
import { type FileOwner, ownerColumns } from './owners';

type Owner = 'propertyId' | 'contractId' | 'tenantId' | 'expenseId' | 'confirmationId';

const view = { id: file.id, name: file.name, createdAt: file.createdAt };
const toView = (row: { id: number; name: string; createdAt: Date }): FileView => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** The files attached to one row of the entity, newest first. */
export async function listFilesOf(
  db: Reader,
  entityId: number,
  owner: Owner,
  ownerId: number,
): Promise<FileView[]> {
  const rows = await db
    .select(view)
    .from(file)
    .where(and(eq(file.entityId, entityId), eq(file[owner], ownerId)))
    .orderBy(desc(file.createdAt), desc(file.id));
  return rows.map(toView);
}

export interface NewFile {
  name: string;
  storageKey: string;
  contentType: string;
  size: number;
  createdBy: number;
}

export async function insertFile(db: Reader, entityId: number, owner: FileOwner, values: NewFile) {
  const [row] = await db
    .insert(file)
    .values({ entityId, ...ownerColumns(owner), ...values })
    .returning(view);
  if (!row) throw new Error('file not inserted');
  return toView(row);
}

/** The file when it belongs to this owner of the entity (a file of the entity itself has no owner row). */
export async function findOwnedFile(db: Reader, entityId: number, owner: FileOwner, fileId: number) {
  const columns = ownerColumns(owner);
  const [row] = await db
    .select({ id: file.id })
    .from(file)
    .where(
      and(
        eq(file.id, fileId),
        eq(file.entityId, entityId),
        ...(['propertyId', 'contractId', 'tenantId', 'expenseId', 'confirmationId'] as const).map(
          (column) => {
            const value = columns[column];
            return value === null ? isNull(file[column]) : eq(file[column], value);
          },
        ),
      ),
    );
  return row ?? null;
}

/** What a signed link serves. */
export async function findStoredFile(db: Db, entityId: number, fileId: number) {
  const [row] = await db
    .select({ name: file.name, storageKey: file.storageKey, contentType: file.contentType, size: file.size })
    .from(file)
    .where(and(eq(file.id, fileId), eq(file.entityId, entityId)));
  return row ?? null;
}

/** The owner's row in the entity, or the owner's own 404 message when it is missing or foreign. */
export async function ownerMissing(
  db: Reader,
  entityId: number,
  owner: FileOwner,
): Promise<MessageKey | null> {
  const found = async (query: Promise<unknown[]>) => (await query).length > 0;
  switch (owner.kind) {
    case 'entity':
      return null;
    case 'property':
      return (await found(
        db
          .select({ id: property.id })
          .from(property)
          .where(and(eq(property.id, owner.propertyId), eq(property.entityId, entityId))),
      ))
        ? null
        : 'server.propertyNotFound';
    case 'contract':
      return (await found(
        db
          .select({ id: contract.id })
          .from(contract)
          .where(
            and(
              eq(contract.id, owner.contractId),
              eq(contract.propertyId, owner.propertyId),
              eq(contract.entityId, entityId),
            ),
          ),
      ))
        ? null
        : 'server.contractNotFound';
    case 'tenant':
      return (await found(
        db
          .select({ id: tenant.id })
          .from(tenant)
          .where(and(eq(tenant.id, owner.tenantId), eq(tenant.entityId, entityId))),
      ))
        ? null
        : 'server.tenantNotFound';
    case 'expense':
      return (await found(
        db
          .select({ id: expense.id })
          .from(expense)
          .where(and(eq(expense.id, owner.expenseId), eq(expense.entityId, entityId))),
      ))
        ? null
        : 'server.expenseNotFound';
    case 'confirmation':
      return (await found(
        db
          .select({ id: paymentConfirmation.id })
          .from(paymentConfirmation)
          .where(
            and(eq(paymentConfirmation.id, owner.confirmationId), eq(paymentConfirmation.entityId, entityId)),
          ),
      ))
        ? null
        : 'server.confirmationNotFound';
  }
}

/** Stored files whose rows were deleted (recorded by the `file_removed` trigger), up to `limit`. */
export async function pendingRemovals(db: Db, limit: number) {
  const rows = await db.select({ key: fileRemoval.storageKey }).from(fileRemoval).limit(limit);
  return rows.map((row) => row.key);
}

/** Forgets the removals whose stored bytes are gone. */
export async function forgetRemovals(db: Db, storageKeys: string[]) {
  await db.delete(fileRemoval).where(inArray(fileRemoval.storageKey, storageKeys));
}
