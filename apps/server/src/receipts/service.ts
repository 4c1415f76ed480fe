import {
  formatInvoiceAddress,
  type InvoiceBody,
  type InvoiceInfo,
  type InvoiceRequest,
  textMsg,
  todayInPortugal,
} from '@arrenda/core';
import type { AppContext } from '../context';
import { AppError, notFound } from '../errors';
import type { EntityAccess } from '../plugins/access';
import { receiptData, receiptDownload } from './document';
import { liveReceipt, storeDocument } from './issued-queries';
import { mailReceipt } from './mail';
import { issueNumber, proposeNumber } from './numbering';
import { renderReceipt } from './pdf/receipt-document';
import { invoicePrefill } from './prefill';
import {
  contractTenants,
  findPayment,
  lockPayment,
  type PaymentPath,
  propertyAddress,
  propertyTax,
} from './queries';

export async function paymentOf(ctx: AppContext, entityId: number, path: PaymentPath) {
  const row = await findPayment(ctx.db, entityId, path);
  if (!row) throw notFound('server.paymentNotFound');
  return row;
}

/** The prefill of a payment's receipt under `receiptNumber`, emitted on `emissionDate`. */
export async function prefillOf(
  ctx: AppContext,
  entityId: number,
  path: PaymentPath,
  receiptNumber: (row: Awaited<ReturnType<typeof paymentOf>>) => Promise<string> | string,
  emissionDate: string,
) {
  const row = await paymentOf(ctx, entityId, path);
  const [address, tax, tenants, number] = await Promise.all([
    propertyAddress(ctx.db, entityId, path.propertyId),
    propertyTax(ctx.db, entityId, path.propertyId),
    contractTenants(ctx.db, entityId, path.contractId),
    receiptNumber(row),
  ]);
  return { row, tenants, info: invoicePrefill(row, address, tax, tenants, number, emissionDate) };
}

/** GET .../payments/{paymentId}/pdf: what the receipt form starts from (docs/product.md#records-and-fields). */
export async function invoiceInfo(
  ctx: AppContext,
  access: EntityAccess,
  path: PaymentPath,
): Promise<InvoiceInfo> {
  const proposal = (row: { paymentDate: Date }) =>
    proposeNumber(ctx.db, access.entityId, row.paymentDate.getUTCFullYear());
  return (await prefillOf(ctx, access.entityId, path, proposal, todayInPortugal())).info;
}

/**
 * POST .../payments/{paymentId}/pdf: issues the payment's receipt (docs/domain.md "Receipts"): a new
 * number, and the data and PDF kept as issued. A payment whose receipt is in force gets none (409):
 * that one is voided first. Mails it to the tenants when asked (or by the entity's default).
 */
export async function issueReceipt(
  ctx: AppContext,
  access: EntityAccess,
  path: PaymentPath,
  body: InvoiceRequest,
) {
  const row = await paymentOf(ctx, access.entityId, path);
  const { sendToTenant, ...invoice } = body;
  const issued = await ctx.db.transaction(async (tx) => {
    if (!(await lockPayment(tx, access.entityId, path.paymentId))) throw notFound('server.paymentNotFound');
    const live = await liveReceipt(tx, access.entityId, path.paymentId);
    if (live) throw new AppError(409, textMsg('server.receiptAlreadyIssued', { number: live.number }));
    const year = row.paymentDate.getUTCFullYear();
    const { id, number } = await issueNumber(
      tx,
      access.entityId,
      path.paymentId,
      year,
      invoice.receiptNumber ?? null,
    );
    const data = receiptData(ctx, { ...invoice, receiptNumber: number });
    const pdf = await renderReceipt(data);
    await storeDocument(tx, id, data, pdf);
    return { id, data, pdf };
  });
  if (sendToTenant ?? row.mailReceipts) {
    mailReceipt(ctx, access, { ...path, receiptId: issued.id }, issued.data, issued.pdf);
  }
  return receiptDownload(issued.data, issued.pdf);
}

/** The prefill as receipt data, as the receipt form starts from it (empty where the entity has nothing). */
export const invoiceOf = (info: InvoiceInfo): InvoiceBody => ({
  landlordName: info.entityLegalName,
  landlordAddress: info.entityAddress ?? '',
  landlordPostalCode: info.entityPostalCode ?? '',
  landlordPhoneNumber: info.entityPhone ?? '',
  landlordTaxNumber: info.entityFinanceNumber ?? '',
  landlordCity: info.entityCity,
  propertyAddress: info.propertyAddress ? formatInvoiceAddress(info.propertyAddress) : '',
  propertyArticle: info.propertyArticle,
  propertyFraction: info.propertyFraction,
  tenantTaxNumber: info.tenantFiscalNumber ?? '',
  tenantName: info.tenantName,
  tenantAddress: info.tenantAddress ?? '',
  tenantPostalCode: info.tenantPostalCode ?? '',
  receiptNumber: info.receiptNumber,
  paymentDate: info.paymentDate.slice(0, 10),
  emissionDate: info.emissionDate,
  rentPeriod: info.rentPeriod,
  rentAmount: info.rentAmount,
  extraAmount: info.extraAmount,
  extraDescription: info.extraDescription,
  retainedAmount: info.retainedAmount,
});
