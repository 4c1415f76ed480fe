import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Reader } from '../db/client';
import { receipt } from '../db/schema';

/** The payment's receipt in force: issued and not voided (at most one, docs/domain.md "Receipts"). */
export async function liveReceipt(db: Reader, entityId: number, paymentId: number) {
  const [row] = await db
    .select({ id: receipt.id, number: receipt.number })
    .from(receipt)
    .where(and(eq(receipt.entityId, entityId), eq(receipt.paymentId, paymentId), isNull(receipt.voidedAt)))
    .orderBy(desc(receipt.id))
    .limit(1);
  return row ?? null;
}

const listed = {
  id: receipt.id,
  number: receipt.number,
  issuedAt: receipt.createdAt,
  voidedAt: receipt.voidedAt,
  voidReason: receipt.voidReason,
  sentAt: receipt.sentAt,
};

/** The payment's receipts, newest first, voided ones included. */
export function paymentReceipts(db: Reader, entityId: number, paymentId: number) {
  return db
    .select(listed)
    .from(receipt)
    .where(and(eq(receipt.entityId, entityId), eq(receipt.paymentId, paymentId)))
    .orderBy(desc(receipt.id));
}

/** One of the payment's receipts with what was issued (none for receipts older than kept documents). */
export async function findReceipt(db: Reader, entityId: number, paymentId: number, receiptId: number) {
  const [row] = await db
    .select({ ...listed, document: receipt.document, pdf: receipt.pdf })
    .from(receipt)
    .where(and(eq(receipt.entityId, entityId), eq(receipt.paymentId, paymentId), eq(receipt.id, receiptId)));
  return row ?? null;
}
export type ReceiptRow = NonNullable<Awaited<ReturnType<typeof findReceipt>>>;
