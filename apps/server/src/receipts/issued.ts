import { type IssuedReceiptView, todayInPortugal, type VoidReceiptBody } from '@arrenda/core';
import type { AppContext } from '../context';
import { conflict, notFound } from '../errors';
import type { EntityAccess } from '../plugins/access';
import { receiptData, receiptDownload } from './document';
import {
  findReceipt,
  keepOldDocument,
  paymentReceipts,
  type ReceiptRow,
  voidLiveReceipt,
} from './issued-queries';
import { type ReceiptData, renderReceipt } from './pdf/receipt-document';
import type { PaymentPath } from './queries';
import { invoiceOf, paymentOf, prefillOf } from './service';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** GET .../payments/{paymentId}/receipts: the payment's receipts, newest first, voided ones too. */
export async function listReceipts(
  ctx: AppContext,
  access: EntityAccess,
  path: PaymentPath,
): Promise<IssuedReceiptView[]> {
  await paymentOf(ctx, access.entityId, path);
  const rows = await paymentReceipts(ctx.db, access.entityId, path.paymentId);
  return rows.map((row) => ({
    ...row,
    issuedAt: row.issuedAt.toISOString(),
    voidedAt: iso(row.voidedAt),
    sentAt: iso(row.sentAt),
  }));
}

/**
 * The issued data of a receipt. A receipt issued before documents were kept gets them now, from
 * the payment's data as the prefill gives it on the day the number was issued, and keeps them.
 */
async function issuedDocument(ctx: AppContext, entityId: number, path: PaymentPath, row: ReceiptRow) {
  if (row.document && row.pdf) return { data: row.document as ReceiptData, pdf: row.pdf };
  const { info } = await prefillOf(ctx, entityId, path, () => row.number, todayInPortugal(row.issuedAt));
  const data = receiptData(ctx, invoiceOf(info));
  const pdf = await renderReceipt(data);
  await keepOldDocument(ctx.db, row.id, data, pdf);
  return { data, pdf };
}

/**
 * A receipt as issued, byte for byte; a voided one is the issued data marked void, with the day and
 * the reason.
 */
export async function storedReceipt(ctx: AppContext, entityId: number, path: PaymentPath, receiptId: number) {
  const row = await findReceipt(ctx.db, entityId, path.paymentId, receiptId);
  if (!row) throw notFound('server.receiptNotFound');
  const { data, pdf } = await issuedDocument(ctx, entityId, path, row);
  if (!row.voidedAt) return receiptDownload(data, pdf);
  const voided = { day: todayInPortugal(row.voidedAt), reason: row.voidReason ?? '' };
  return receiptDownload(data, await renderReceipt(data, voided));
}

/** GET .../payments/{paymentId}/receipts/{receiptId}/pdf. */
export async function downloadReceipt(
  ctx: AppContext,
  access: EntityAccess,
  path: PaymentPath & { receiptId: number },
) {
  await paymentOf(ctx, access.entityId, path);
  return storedReceipt(ctx, access.entityId, path, path.receiptId);
}

/**
 * POST .../payments/{paymentId}/receipts/{receiptId}/void: cancels a receipt in force, with the
 * reason; it stays, marked void, its number taken, and the payment may get a new receipt.
 */
export async function voidReceipt(
  ctx: AppContext,
  access: EntityAccess,
  path: PaymentPath & { receiptId: number },
  body: VoidReceiptBody,
): Promise<IssuedReceiptView> {
  await paymentOf(ctx, access.entityId, path);
  const voidedId = await voidLiveReceipt(
    ctx.db,
    access.entityId,
    path.paymentId,
    path.receiptId,
    body.reason,
  );
  if (voidedId === undefined) {
    if (await findReceipt(ctx.db, access.entityId, path.paymentId, path.receiptId)) {
      throw conflict('server.receiptAlreadyVoid');
    }
    throw notFound('server.receiptNotFound');
  }
  const views = await listReceipts(ctx, access, path);
  const view = views.find((row) => row.id === voidedId);
  if (!view) throw notFound('server.receiptNotFound');
  return view;
}
