import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Reader, Tx } from '../db/client';
import { receipt } from '../db/schema';
import type { ReceiptData } from './pdf/receipt-document';

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

/** Keeps the issued data and PDF of a receipt issued before documents were kept (once). */
export async function keepOldDocument(db: Reader, receiptId: number, data: ReceiptData, pdf: Buffer) {
  await db
    .update(receipt)
    .set({ document: data, pdf })
    .where(and(eq(receipt.id, receiptId), isNull(receipt.document)));
}

/** Keeps the issued data and PDF of a receipt just numbered. */
export async function storeDocument(tx: Tx, receiptId: number, data: ReceiptData, pdf: Buffer) {
  await tx.update(receipt).set({ document: data, pdf }).where(eq(receipt.id, receiptId));
}

/** Voids the payment's receipt while it is in force; undefined when it is not (missing or void). */
export async function voidLiveReceipt(
  db: Reader,
  entityId: number,
  paymentId: number,
  receiptId: number,
  reason: string,
) {
  const [voided] = await db
    .update(receipt)
    .set({ voidedAt: new Date(), voidReason: reason })
    .where(
      and(
        eq(receipt.entityId, entityId),
        eq(receipt.paymentId, paymentId),
        eq(receipt.id, receiptId),
        isNull(receipt.voidedAt),
      ),
    )
    .returning({ id: receipt.id });
  return voided?.id;
}

/** Records when and to whom the receipt was mailed. */
export async function recordSent(db: Reader, entityId: number, receiptId: number, emails: string[]) {
  await db
    .update(receipt)
    .set({ sentAt: new Date(), sentTo: emails.join(', ').slice(0, 500) })
    .where(and(eq(receipt.entityId, entityId), eq(receipt.id, receiptId)));
}
