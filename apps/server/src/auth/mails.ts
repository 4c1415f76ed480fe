import { type MailContext, renderMail } from '../mail/layout';
import { mailLines, mailT } from '../mail/translate';
import type { MailMessage } from '../plugins/mail';

const link = (ctx: MailContext, page: string, email: string, token: string) =>
  `${ctx.appUrl}/${page}?${new URLSearchParams({ email, token }).toString()}`;

/** A mail of the account's life: its texts under `key` in the mail locale files. */
function accountMail(to: string, ctx: MailContext, key: string, url?: string): MailMessage {
  const t = mailT(ctx.language);
  return renderMail(to, ctx, {
    subject: t(`${key}.subject`),
    lines: mailLines(t, `${key}.lines`, { supportEmail: ctx.supportEmail }),
    ...(url ? { action: { label: t(`${key}.action`), url } } : {}),
  });
}

export const activationMail = (to: string, token: string, ctx: MailContext) =>
  accountMail(to, ctx, 'activation', link(ctx, 'activateAccount', to, token));

export const alreadyRegisteredMail = (to: string, ctx: MailContext) =>
  accountMail(to, ctx, 'alreadyRegistered', `${ctx.appUrl}/requestResetPassword`);

export const resetMail = (to: string, token: string, ctx: MailContext) =>
  accountMail(to, ctx, 'reset', link(ctx, 'resetPassword', to, token));

export const passwordChangedMail = (to: string, ctx: MailContext) => accountMail(to, ctx, 'passwordChanged');
