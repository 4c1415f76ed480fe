import { emailOf } from '../auth/queries';
import type { AppContext } from '../context';
import { mailContext, renderMail } from '../mail/layout';
import { mailLines, mailT } from '../mail/translate';
import type { EntityAccess } from '../plugins/access';
import type { MailMessage } from '../plugins/mail';
import { receiptFileName } from './format';
import { recordSent } from './issued-queries';
import type { ReceiptData } from './pdf/receipt-document';
import { contractTenants, type PaymentPath } from './queries';

/** The receipt mail, in Portuguese like the receipt, from the landlord's name. */
export function receiptMail(
  to: string,
  ctx: AppContext,
  data: ReceiptData,
  pdf: Buffer,
  replyTo: string | undefined,
): MailMessage {
  const t = mailT('pt');
  const values = {
    number: data.receiptNumber,
    period: data.rentPeriod,
    tenantName: data.tenantName,
    address: data.propertyAddress,
    landlordName: data.landlordName,
  };
  const message = renderMail(to, mailContext(ctx, 'pt'), {
    subject: t('receipt.subject', values),
    lines: [
      ...mailLines(t, 'receipt.lines', values),
      t(replyTo ? 'receipt.replyHere' : 'receipt.askLandlord'),
    ],
  });
  return {
    ...message,
    fromName: data.landlordName,
    ...(replyTo ? { replyTo } : {}),
    attachments: [
      {
        filename: receiptFileName(data.propertyAddress, data.rentPeriod),
        content: pdf,
        contentType: 'application/pdf',
      },
    ],
  };
}

/**
 * Mails an issued receipt to the contract's tenants that have an e-mail, after the answer; the
 * receipt then records when and to whom. Replies go to the user who issued it.
 */
export function mailReceipt(
  ctx: AppContext,
  access: EntityAccess,
  path: PaymentPath & { receiptId: number },
  data: ReceiptData,
  pdf: Buffer,
) {
  ctx.background.run('receipt mail', async () => {
    const [tenants, issuerEmail] = await Promise.all([
      contractTenants(ctx.db, access.entityId, path.contractId),
      emailOf(ctx.db, access.userId),
    ]);
    const emails = [...new Set(tenants.flatMap((tenant) => tenant.email ?? []))];
    if (emails.length === 0) return;
    for (const to of emails) await ctx.mailer.send(receiptMail(to, ctx, data, pdf, issuerEmail));
    await recordSent(ctx.db, access.entityId, path.receiptId, emails);
  });
}
