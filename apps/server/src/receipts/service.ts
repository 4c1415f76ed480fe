import { type InvoiceInfo, type InvoiceRequest, toCents } from '@arrenda/core';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import type { EntityAccess } from '../plugins/access';
import { attachmentHeader, todayInPortugal } from './format';
import { issueNumber, proposeNumber } from './numbering';
import { renderReceipt } from './pdf/receipt-document';
import { invoicePrefill } from './prefill';
import { contractTenants, findPayment, lockPayment, type PaymentPath, propertyAddress } from './queries';
import { amountInWords } from './words';

async function paymentOf(ctx: AppContext, access: EntityAccess, path: PaymentPath) {
  const row = await findPayment(ctx.db, access.entityId, path);
  if (!row) throw notFound('server.paymentNotFound');
  return row;
}

/** GET .../payments/{paymentId}/pdf: what the receipt form starts from (spec section 3). */
export async function invoiceInfo(
  ctx: AppContext,
  access: EntityAccess,
  path: PaymentPath,
): Promise<InvoiceInfo> {
  const row = await paymentOf(ctx, access, path);
  const [address, tenants, receiptNumber] = await Promise.all([
    propertyAddress(ctx.db, access.entityId, path.propertyId),
    contractTenants(ctx.db, access.entityId, path.contractId),
    proposeNumber(ctx.db, access.entityId, path.paymentId, row.paymentDate.getUTCFullYear()),
  ]);
  return invoicePrefill(row, address, tenants, receiptNumber, todayInPortugal());
}

/**
 * POST .../payments/{paymentId}/pdf: records the receipt number (DOMAIN.md "Receipts") and renders
 * the receipt. The amount to pay and its words are computed here, never taken from the client.
 */
export async function issueReceipt(
  ctx: AppContext,
  access: EntityAccess,
  path: PaymentPath,
  body: InvoiceRequest,
) {
  const row = await paymentOf(ctx, access, path);
  const receiptNumber = await ctx.db.transaction(async (tx) => {
    if (!(await lockPayment(tx, access.entityId, path.paymentId))) throw notFound('server.paymentNotFound');
    const year = row.paymentDate.getUTCFullYear();
    return issueNumber(tx, access.entityId, path.paymentId, year, body.receiptNumber ?? null);
  });
  const amountToPay = (toCents(body.rentAmount) - toCents(body.retainedAmount ?? 0)) / 100;
  const pdf = await renderReceipt({
    ...body,
    receiptNumber,
    amountToPay,
    amountToPayText: amountInWords(amountToPay),
    supportEmail: ctx.config.supportEmail,
  });
  return { pdf, receiptNumber, disposition: attachmentHeader(body.propertyAddress, body.rentPeriod) };
}
