import { invoiceBody } from '@arrenda/core';
import { z } from 'zod';

/**
 * What the receipt pages hand each other in the navigation state: the receipt's data, and when the
 * server refused it, its message and field errors for the form.
 */
const invoiceState = z.object({
  invoice: invoiceBody,
  message: z.string().optional(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type InvoiceState = z.infer<typeof invoiceState>;

/** The navigation state, checked: null when there is none or it is not receipt data. */
export function readInvoiceState(state: unknown): InvoiceState | null {
  const parsed = invoiceState.safeParse(state);
  return parsed.success ? parsed.data : null;
}
