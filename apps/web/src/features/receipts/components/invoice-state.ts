import { invoiceBody } from '@arrenda/core';
import { z } from 'zod';

/** Whether to mail the receipt on issue, and the tenants' e-mails it would go to. */
const mailChoice = z.object({ send: z.boolean(), emails: z.array(z.string()) });
export type MailChoice = z.infer<typeof mailChoice>;

/**
 * What the receipt pages hand each other in the navigation state: the receipt's data, whether to
 * mail it, and when the server refused it, its message and field errors for the form.
 */
const invoiceState = z.object({
  invoice: invoiceBody,
  mail: mailChoice.optional(),
  message: z.string().optional(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type InvoiceState = z.infer<typeof invoiceState>;

/** The navigation state, checked: null when there is none or it is not receipt data. */
export function readInvoiceState(state: unknown): InvoiceState | null {
  const parsed = invoiceState.safeParse(state);
  return parsed.success ? parsed.data : null;
}
