import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { receipt, receiptCounter } from '../db/schema';

/** Sets the entity's counter for the year, creating it; the row stays locked until the transaction ends. */
async function moveCounter(tx: Tx, entityId: number, year: number, first: number, next: SQL) {
  const [row] = await tx
    .insert(receiptCounter)
    .values({ entityId, year, lastNumber: first })
    .onConflictDoUpdate({ target: [receiptCounter.entityId, receiptCounter.year], set: { lastNumber: next } })
    .returning({ lastNumber: receiptCounter.lastNumber });
  if (!row) throw new Error('receipt counter not moved');
  return row.lastNumber;
}

/** Takes the next number of the entity's series for the year. */
export const takeNextNumber = (tx: Tx, entityId: number, year: number) =>
  moveCounter(tx, entityId, year, 1, sql`${receiptCounter.lastNumber} + 1`);

/** Moves the entity's counter for the year past `n`, so that `n` is never proposed again. */
export async function moveCounterPast(tx: Tx, entityId: number, year: number, n: number) {
  await moveCounter(tx, entityId, year, n, sql`greatest(${receiptCounter.lastNumber}, ${n})`);
}

/** The last number the entity's series for the year took (0 before the first). */
export async function lastNumber(db: Db, entityId: number, year: number) {
  const [counter] = await db
    .select({ lastNumber: receiptCounter.lastNumber })
    .from(receiptCounter)
    .where(and(eq(receiptCounter.entityId, entityId), eq(receiptCounter.year, year)));
  return counter?.lastNumber ?? 0;
}

/** Records a receipt of the payment under the number; undefined when the entity already issued it. */
export async function insertReceipt(tx: Tx, entityId: number, paymentId: number, number: string) {
  const [inserted] = await tx
    .insert(receipt)
    .values({ entityId, paymentId, number })
    .onConflictDoNothing({ target: [receipt.entityId, receipt.number] })
    .returning({ id: receipt.id });
  return inserted?.id;
}
