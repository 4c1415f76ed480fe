import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Shown as the sender's name, with the app's own address (a landlord's receipt). */
  fromName?: string;
  replyTo?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** The address of a From header such as 'Arrenda <no-reply@arrenda.pt>'. */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Resolves when every mail handed to sendLater has been sent (or has failed). */
  idle(): Promise<void>;
  /** Sends in the background so that answers take the same time whether or not a mail goes out. */
  sendLater(message: MailMessage): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Where mails go as .eml files when there is no SMTP server. */
  outboxDir: string;
  /** Whether to print the links of outbox mails (they carry tokens): for a local user only, never in production. */
  logLinks: boolean;
  log: FastifyBaseLogger;
}

export function createMailer({ smtpUrl, from, outboxDir, log, logLinks }: MailerOptions): Mailer {
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function send(message: MailMessage) {
    const { fromName, ...rest } = message;
    const sender = fromName ? { name: fromName, address: addressOf(from) } : from;
    const info = await transport.sendMail({ ...rest, from: sender });
    if (!smtpUrl && 'message' in info && Buffer.isBuffer(info.message)) {
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.to}.eml`,
      );
      await writeFile(file, info.message);
      const links = logLinks ? (message.text.match(/https?:\/\/\S+/g) ?? []) : undefined;
      log.info({ to: message.to, subject: message.subject, file, links }, 'mail written to the outbox');
    }
  }

  return {
    send,
    sendLater(message) {
      const job = send(message)
        .catch((err: unknown) => log.error({ err, to: message.to }, 'mail not sent'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      await Promise.all([...pending]);
    },
  };
}
