import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A mail the e2e server's SMTP receiver got, as serve.ts writes it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Pages of the app that mails link to. */
export type MailLinkPage = 'activateAccount' | 'resetPassword' | 'tenantInvitation' | 'memberInvitation';

/**
 * Where serve.ts writes every received mail as one JSON file, named so that the names sort in
 * arrival order. Fixed under the temp folder so that the server and the tests agree without any
 * set-up; E2E_MAIL_DIR overrides it for both.
 */
export const MAIL_DIR = process.env.E2E_MAIL_DIR ?? path.join(tmpdir(), 'arrenda-e2e-mail');

const MAIL_TIMEOUT_MS = 15_000;
const POLL_MS = 100;

function isMail(value: unknown): value is Mail {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return ['to', 'subject', 'text', 'html'].every((key) => typeof record[key] === 'string');
}

/** Every mail received so far, oldest first. */
export async function readMails(): Promise<Mail[]> {
  let names: string[];
  try {
    names = (await readdir(MAIL_DIR)).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return [];
  }
  const mails: Mail[] = [];
  for (const name of names) {
    const parsed: unknown = JSON.parse(await readFile(path.join(MAIL_DIR, name), 'utf8'));
    if (isMail(parsed)) mails.push(parsed);
  }
  return mails;
}

/**
 * The first mail to `to` whose subject matches (after `skip` earlier matching ones), waiting up to
 * 15 seconds for it to arrive.
 */
export async function waitForMail(to: string, subject: RegExp, { skip = 0 } = {}): Promise<Mail> {
  const recipient = to.toLowerCase();
  const deadline = Date.now() + MAIL_TIMEOUT_MS;
  for (;;) {
    const matching = (await readMails()).filter(
      (mail) => mail.to.toLowerCase() === recipient && subject.test(mail.subject),
    );
    const found = matching[skip];
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(
        `No mail to ${to} with a subject matching ${subject} within ${MAIL_TIMEOUT_MS / 1000} s`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * The mail's link to the given page, as path and query (e.g. `/activateAccount?email=…&token=…`),
 * to open with `page.goto` against the base URL (the link's origin is the server's APP_URL).
 */
export function linkFrom(mail: Mail, page: MailLinkPage): string {
  const match = mail.text.match(new RegExp(`https?://\\S+/${page}\\?\\S+`));
  if (!match) throw new Error(`No ${page} link in the mail "${mail.subject}" to ${mail.to}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}
