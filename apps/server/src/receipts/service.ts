import {
  formatInvoiceAddress,
  type InvoiceBody,
  type InvoiceInfo,
  type InvoiceRequest,
  toCents,
  todayInPortugal,
} from '@arrenda/core';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import type { EntityAccess } from '../plugins/access';
import { attachmentHeader } from './format';
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
  return receiptPdf(ctx, { ...body, receiptNumber });
}

/**
 * The receipt as the landlord's prefill prints it, under a number already issued (the tenant
 * portal's download): the emission date is the day the number was issued, in Portugal.
 */
export async function issuedReceipt(
  ctx: AppContext,
  entityId: number,
  path: PaymentPath,
  issued: { number: string; createdAt: Date },
) {
  const row = await findPayment(ctx.db, entityId, path);
  if (!row) throw notFound('server.paymentNotFound');
  const [address, tenants] = await Promise.all([
    propertyAddress(ctx.db, entityId, path.propertyId),
    contractTenants(ctx.db, entityId, path.contractId),
  ]);
  const info = invoicePrefill(row, address, tenants, issued.number, todayInPortugal(issued.createdAt));
  return receiptPdf(ctx, invoiceOf(info));
}

/** The prefill as receipt data, as the receipt form starts from it (empty where the entity has nothing). */
const invoiceOf = (info: InvoiceInfo): InvoiceBody => ({
  landlordName: info.entityLegalName,
  landlordAddress: info.entityAddress ?? '',
  landlordPostalCode: info.entityPostalCode ?? '',
  landlordPhoneNumber: info.entityPhone ?? '',
  landlordTaxNumber: info.entityFinanceNumber ?? '',
  propertyAddress: info.propertyAddress ? formatInvoiceAddress(info.propertyAddress) : '',
  tenantTaxNumber: info.tenantFiscalNumber ?? '',
  tenantName: info.tenantName,
  tenantAddress: info.tenantAddress ?? '',
  tenantPostalCode: info.tenantPostalCode ?? '',
  receiptNumber: info.receiptNumber,
  paymentDate: info.paymentDate.slice(0, 10),
  emissionDate: info.emissionDate,
  rentPeriod: info.rentPeriod,
  rentAmount: info.rentAmount,
  retainedAmount: info.retainedAmount,
});

/** The one rendering of a receipt: the amount to pay and its words are computed here. */
async function receiptPdf(ctx: AppContext, invoice: InvoiceBody) {
  const amountToPay = (toCents(invoice.rentAmount) - toCents(invoice.retainedAmount ?? 0)) / 100;
  const pdf = await renderReceipt({
    ...invoice,
    amountToPay,
    amountToPayText: amountInWords(amountToPay),
    supportEmail: ctx.config.supportEmail,
  });
  return {
    pdf,
    receiptNumber: invoice.receiptNumber,
    disposition: attachmentHeader(invoice.propertyAddress, invoice.rentPeriod),
  };
}
