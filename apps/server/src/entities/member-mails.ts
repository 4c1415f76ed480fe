import { type MailContext, render } from '../auth/mails';
import type { MailMessage } from '../plugins/mail';

/** The access types as the web names them, for the mails. */
const ACCESS_NAMES = {
  en: { ADMIN: 'administrator', MANAGER: 'manager', EDITOR: 'editor', READ: 'reader' },
  pt: { ADMIN: 'administrador', MANAGER: 'gestor', EDITOR: 'editor', READ: 'leitor' },
} as const;

const accessName = (ctx: MailContext, accessType: string) =>
  ACCESS_NAMES[ctx.language][accessType as keyof (typeof ACCESS_NAMES)['en']] ?? accessType;

interface Sharing {
  entityId: number;
  entityName: string;
  accessType: string;
  /** Who added or invited, as their profile names them (else their address). */
  inviterName: string;
}

/** To an account just made a member: what it may do now, and the link to the entity. */
export function memberAddedMail(to: string, ctx: MailContext, sharing: Sharing): MailMessage {
  const url = `${ctx.appUrl}/entities/${sharing.entityId}`;
  const role = accessName(ctx, sharing.accessType);
  return render(
    to,
    ctx,
    ctx.language === 'pt'
      ? {
          subject: `Arrenda: tem acesso a ${sharing.entityName}`,
          lines: [
            `${sharing.inviterName} deu-lhe acesso à entidade ${sharing.entityName} no Arrenda, como ${role}.`,
          ],
          action: { label: 'Abrir a entidade', url },
        }
      : {
          subject: `Arrenda: you have access to ${sharing.entityName}`,
          lines: [
            `${sharing.inviterName} gave you access to the entity ${sharing.entityName} on Arrenda, as ${role}.`,
          ],
          action: { label: 'Open the entity', url },
        },
  );
}

/** To an address without an account: the link registers (or signs in) and makes the membership. */
export function memberInvitationMail(
  to: string,
  ctx: MailContext,
  sharing: Sharing & { token: string; days: number },
): MailMessage {
  const url = `${ctx.appUrl}/memberInvitation?${new URLSearchParams({ email: to, token: sharing.token }).toString()}`;
  const role = accessName(ctx, sharing.accessType);
  return render(
    to,
    ctx,
    ctx.language === 'pt'
      ? {
          subject: `Arrenda: ${sharing.inviterName} convida-o para ${sharing.entityName}`,
          lines: [
            `${sharing.inviterName} convida-o para a entidade ${sharing.entityName} no Arrenda, como ${role}.`,
            `Abra a ligação abaixo para aceitar. Se ainda não tem conta no Arrenda, vai escolher uma palavra-passe. A ligação é válida durante ${sharing.days} dias.`,
          ],
          action: { label: 'Aceitar o convite', url },
        }
      : {
          subject: `Arrenda: ${sharing.inviterName} invites you to ${sharing.entityName}`,
          lines: [
            `${sharing.inviterName} invites you to the entity ${sharing.entityName} on Arrenda, as ${role}.`,
            `Open the link below to accept. If you have no Arrenda account yet, you will choose a password. The link is valid for ${sharing.days} days.`,
          ],
          action: { label: 'Accept invitation', url },
        },
  );
}
