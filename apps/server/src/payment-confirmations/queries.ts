import type { ConfirmationStatus, ConfirmationView } from '@arrenda/core';
import { and, eq, ne } from 'drizzle-orm';
import type { Reader, Tx } from '../db/client';
import { amountOf } from '../db/money';
import { file, paymentConfirmation } from '../db/schema';

/** The columns of a confirmation as the tenant and the landlord see it, with its proof (a left join). */
export const confirmationColumns = {
  id: paymentConfirmation.id,
  amount: paymentConfirmation.amount,
  paymentDate: paymentConfirmation.paymentDate,
  note: paymentConfirmation.note,
  status: paymentConfirmation.status,
  reason: paymentConfirmation.reason,
  createdAt: paymentConfirmation.createdAt,
  decidedAt: paymentConfirmation.decidedAt,
  proofId: file.id,
  proofName: file.name,
};

/** Joins a confirmation's proof file (at most one: a new upload replaces it). */
export const proofOfConfirmation = and(
  eq(file.confirmationId, paymentConfirmation.id),
  eq(file.entityId, paymentConfirmation.entityId),
);

interface ConfirmationRow {
  id: number;
  amount: string;
  paymentDate: Date;
  note: string | null;
  status: ConfirmationStatus;
  reason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  proofId: number | null;
  proofName: string | null;
}

export function toConfirmationView(row: ConfirmationRow): ConfirmationView {
  return {
    id: row.id,
    amount: amountOf(row.amount),
    paymentDate: row.paymentDate.toISOString(),
    note: row.note,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    proof: row.proofId === null || row.proofName === null ? null : { id: row.proofId, name: row.proofName },
  };
}

/** Stores a tenant's confirmation, PENDING; answers its id. */
export async function insertConfirmation(db: Reader, values: typeof paymentConfirmation.$inferInsert) {
  const [created] = await db
    .insert(paymentConfirmation)
    .values(values)
    .returning({ id: paymentConfirmation.id });
  if (!created) throw new Error('confirmation not created');
  return created.id;
}

/** Deletes the confirmation's proofs other than `keptFileId` (the one just uploaded). */
export async function removeOtherProofs(
  db: Reader,
  entityId: number,
  confirmationId: number,
  keptFileId: number,
) {
  await db
    .delete(file)
    .where(
      and(eq(file.entityId, entityId), eq(file.confirmationId, confirmationId), ne(file.id, keptFileId)),
    );
}

/** The id of the confirmation's proof file, if it has one. */
export async function proofOf(db: Reader, entityId: number, confirmationId: number) {
  const [proof] = await db
    .select({ id: file.id })
    .from(file)
    .where(and(eq(file.entityId, entityId), eq(file.confirmationId, confirmationId)));
  return proof?.id;
}

/** Deletes a confirmation, and its proof with it (foreign key cascade). */
export async function deleteConfirmation(tx: Tx, confirmationId: number) {
  await tx.delete(paymentConfirmation).where(eq(paymentConfirmation.id, confirmationId));
}
