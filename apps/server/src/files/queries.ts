import type { FileView } from '@arrenda/core';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { file } from '../db/schema';

type Owner = 'propertyId' | 'contractId' | 'tenantId' | 'expenseId';

/** The files attached to one row of the entity, newest first. */
export async function listFilesOf(
  db: Db | Tx,
  entityId: number,
  owner: Owner,
  ownerId: number,
): Promise<FileView[]> {
  const rows = await db
    .select({ id: file.id, name: file.name, createdAt: file.createdAt })
    .from(file)
    .where(and(eq(file.entityId, entityId), eq(file[owner], ownerId)))
    .orderBy(desc(file.createdAt), desc(file.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
