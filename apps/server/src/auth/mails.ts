import type { Language } from '@arrenda/core';
import type { MailMessage } from '../plugins/mail';

export interface MailContext {
  appUrl: string;
  supportEmail: string;
  language: Language;
}

/** A paragraph of a mail: a text, or a link (its label in the HTML part, "label: url" in the text part). */
export type MailLine = string | { label: string; url: string };

export type Texts = { subject: string; lines: MailLine[]; action?: { label: string; url: string } };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const lineText = (line: MailLine) => (typeof line === 'string' ? line : `${line.label}: ${line.url}`);
const lineHtml = (line: MailLine) =>
  typeof line === 'string'
    ? escapeHtml(line)
    : `<a href="${escapeHtml(line.url)}" style="color:#0f766e">${escapeHtml(line.label)}</a>`;

export function render(to: string, ctx: MailContext, { subject, lines, action }: Texts): MailMessage {
  const footer =
    ctx.language === 'pt'
      ? `Arrenda · Dúvidas? Escreva para ${ctx.supportEmail}`
      : `Arrenda · Questions? Write to ${ctx.supportEmail}`;
  const text = [
    ...lines.map(lineText),
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    footer,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#1f2937">
<h2 style="color:#0f766e">Arrenda</h2>
${lines.map((line) => `<p>${lineHtml(line)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="background:#0f766e;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px">${escapeHtml(action.url)}</p>` : ''}
<hr><p style="font-size:12px;color:#6b7280">${escapeHtml(footer)}</p></body></html>`;
  return { to, subject, text, html };
}

const link = (ctx: MailContext, page: string, email: string, token: string) =>
  `${ctx.appUrl}/${page}?${new URLSearchParams({ email, token }).toString()}`;

export function activationMail(to: string, token: string, ctx: MailContext): MailMessage {
  const url = link(ctx, 'activateAccount', to, token);
  return render(
    to,
    ctx,
    ctx.language === 'pt'
      ? {
          subject: 'Arrenda: ative a sua conta',
          lines: [
            'Bem-vindo ao Arrenda!',
            'Para ativar a sua conta, abra a ligação abaixo e escreva a palavra-passe que escolheu no registo. A ligação é válida durante 48 horas.',
            'Se não se registou no Arrenda, ignore este email: sem esta ligação a conta não é ativada.',
          ],
          action: { label: 'Ativar a conta', url },
        }
      : {
          subject: 'Arrenda: activate your account',
          lines: [
            'Welcome to Arrenda!',
            'To activate your account, open the link below and type the password you chose when registering. The link is valid for 48 hours.',
            'If you did not register on Arrenda, ignore this mail: the account is not activated without this link.',
          ],
          action: { label: 'Activate account', url },
        },
  );
}

export function alreadyRegisteredMail(to: string, ctx: MailContext): MailMessage {
  const url = `${ctx.appUrl}/requestResetPassword`;
  return render(
    to,
    ctx,
    ctx.language === 'pt'
      ? {
          subject: 'Arrenda: já tem uma conta',
          lines: [
            'Alguém (talvez você) tentou registar-se no Arrenda com este email, mas já existe uma conta ativa.',
            'Se esqueceu a palavra-passe, pode redefini-la. Se não foi você, ignore este email.',
          ],
          action: { label: 'Redefinir a palavra-passe', url },
        }
      : {
          subject: 'Arrenda: you already have an account',
          lines: [
            'Someone (perhaps you) tried to register on Arrenda with this email, but an active account already exists.',
            'If you forgot your password you can reset it. If it was not you, ignore this email.',
          ],
          action: { label: 'Reset password', url },
        },
  );
}

export function resetMail(to: string, token: string, ctx: MailContext): MailMessage {
  const url = link(ctx, 'resetPassword', to, token);
  return render(
    to,
    ctx,
    ctx.language === 'pt'
      ? {
          subject: 'Arrenda: redefinir a palavra-passe',
          lines: [
            'Recebemos um pedido para redefinir a palavra-passe da sua conta.',
            'Abra a ligação abaixo para escolher uma nova. É válida durante 1 hora. Se não pediu, ignore este email.',
          ],
          action: { label: 'Redefinir a palavra-passe', url },
        }
      : {
          subject: 'Arrenda: reset your password',
          lines: [
            'We received a request to reset the password of your account.',
            'Open the link below to choose a new one. It is valid for 1 hour. If you did not ask, ignore this email.',
          ],
          action: { label: 'Reset password', url },
        },
  );
}

export function passwordChangedMail(to: string, ctx: MailContext): MailMessage {
  return render(
    to,
    ctx,
    ctx.language === 'pt'
      ? {
          subject: 'Arrenda: a sua palavra-passe foi alterada',
          lines: [
            'A palavra-passe da sua conta Arrenda foi alterada e as sessões abertas foram terminadas.',
            `Se não foi você, redefina a palavra-passe já e contacte ${ctx.supportEmail}.`,
          ],
        }
      : {
          subject: 'Arrenda: your password was changed',
          lines: [
            'The password of your Arrenda account was changed and open sessions were signed out.',
            `If it was not you, reset your password now and contact ${ctx.supportEmail}.`,
          ],
        },
  );
}
