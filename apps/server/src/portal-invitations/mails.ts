import { type MailContext, renderMail } from '../mail/layout';
import { mailLines, mailT } from '../mail/translate';
import type { MailMessage } from '../plugins/mail';

/** The invitation to the tenant portal, with its link. */
export function invitationMail(
  to: string,
  ctx: MailContext,
  { landlordName, tenantName, token }: { landlordName: string; tenantName: string; token: string },
): MailMessage {
  const url = `${ctx.appUrl}/tenantInvitation?${new URLSearchParams({ email: to, token }).toString()}`;
  const t = mailT(ctx.language);
  return renderMail(to, ctx, {
    subject: t('tenantInvitation.subject', { landlordName }),
    lines: mailLines(t, 'tenantInvitation.lines', { landlordName, tenantName }),
    action: { label: t('tenantInvitation.action'), url },
  });
}
