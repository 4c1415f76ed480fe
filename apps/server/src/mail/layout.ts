import type { Language } from '@arrenda/core';
import type { AppContext } from '../context';
import type { MailMessage } from '../plugins/mail';
import { mailT } from './translate';

export interface MailContext {
  appUrl: string;
  supportEmail: string;
  language: Language;
}

/** The context of a mail to a reader of `language`: the app's address and its support address. */
export const mailContext = (ctx: AppContext, language: Language): MailContext => ({
  appUrl: ctx.config.appUrl,
  supportEmail: ctx.config.supportEmail,
  language,
});

/** A paragraph of a mail: a text, or a link (its label in the HTML part, "label: url" in the text part). */
export type MailLine = string | { label: string; url: string };

export type MailTexts = { subject: string; lines: MailLine[]; action?: { label: string; url: string } };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const lineText = (line: MailLine) => (typeof line === 'string' ? line : `${line.label}: ${line.url}`);
const lineHtml = (line: MailLine) =>
  typeof line === 'string'
    ? escapeHtml(line)
    : `<a href="${escapeHtml(line.url)}" style="color:#0f766e">${escapeHtml(line.label)}</a>`;

/** Every mail's layout: a text part and an HTML part with the same paragraphs, action and footer. */
export function renderMail(to: string, ctx: MailContext, { subject, lines, action }: MailTexts): MailMessage {
  const footer = mailT(ctx.language)('footer', { supportEmail: ctx.supportEmail });
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
