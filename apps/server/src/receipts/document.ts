import type { InvoiceBody } from '@arrenda/core';
import type { AppContext } from '../context';
import { fromCents, toCents } from '../db/money';
import { attachmentHeader } from './format';
import type { ReceiptData } from './pdf/receipt-document';
import { amountInWords } from './words';

/**
 * The receipt's printed data: the amount received (rent + extra charges - retained tax) and its
 * words are computed here, never taken from the client.
 */
export function receiptData(ctx: AppContext, invoice: InvoiceBody): ReceiptData {
  const cents =
    toCents(invoice.rentAmount) + toCents(invoice.extraAmount ?? 0) - toCents(invoice.retainedAmount ?? 0);
  const amountToPay = fromCents(cents);
  return {
    ...invoice,
    amountToPay,
    amountToPayText: amountInWords(amountToPay),
    supportEmail: ctx.config.supportEmail,
  };
}

/** The download's headers of an issued receipt. */
export const receiptDownload = (data: ReceiptData, pdf: Buffer) => ({
  pdf,
  receiptNumber: data.receiptNumber,
  disposition: attachmentHeader(data.propertyAddress, data.rentPeriod),
});
