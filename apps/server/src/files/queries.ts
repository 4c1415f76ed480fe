import type { FileView } from '@arrenda/core';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Reader } from '../db/client';
import { file } from '../db/schema';
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
