import { type MailContext, renderMail } from '../mail/layout';
import { mailLines, mailT } from '../mail/translate';
import type { MailMessage } from '../plugins/mail';

interface Sharing {
  entityId: number;
  entityName: string;
  accessType: string;
  /** Who added or invited, as their profile names them (else their address). */
  inviterName: string;
}

/** The sharing as the mail texts name it: the access type in the words the web uses. */
function sharingValues(ctx: MailContext, sharing: Sharing) {
  const t = mailT(ctx.language);
  return {
    entityName: sharing.entityName,
    inviterName: sharing.inviterName,
    role: t(`accessNames.${sharing.accessType}`, { defaultValue: sharing.accessType }),
  };
}

/** To an account just made a member: what it may do now, and the link to the entity. */
export function memberAddedMail(to: string, ctx: MailContext, sharing: Sharing): MailMessage {
  const t = mailT(ctx.language);
  const values = sharingValues(ctx, sharing);
  return renderMail(to, ctx, {
    subject: t('memberAdded.subject', values),
    lines: mailLines(t, 'memberAdded.lines', values),
    action: { label: t('memberAdded.action'), url: `${ctx.appUrl}/entities/${sharing.entityId}` },
  });
}

/** To an address without an account: the link registers (or signs in) and makes the membership. */
export function memberInvitationMail(
  to: string,
  ctx: MailContext,
  sharing: Sharing & { token: string; days: number },
): MailMessage {
  const url = `${ctx.appUrl}/memberInvitation?${new URLSearchParams({ email: to, token: sharing.token }).toString()}`;
  const t = mailT(ctx.language);
  const values = { ...sharingValues(ctx, sharing), days: sharing.days };
  return renderMail(to, ctx, {
    subject: t('memberInvitation.subject', values),
    lines: mailLines(t, 'memberInvitation.lines', values),
    action: { label: t('memberInvitation.action'), url },
  });
}
