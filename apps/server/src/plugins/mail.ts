import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import {
  attachmentsOf,
  claimDueMails,
  enqueueMail,
  markFailed,
  markSent,
  type OutboxMail,
  purgeOldMails,
} from './mail-outbox-queries';

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

/**
 * Mails go through the outbox table (plugins/mail-outbox-queries.ts): stored first, then sent by the worker
 * of whichever instance claims them, with retries, so a mail server that is down loses nothing.
 */
export interface Mailer {
  /**
   * Stores the mail and attempts it at once, with whatever else is due; resolves after that attempt,
   * whether the mail went or was left for a retry (rejects only if it could not be stored).
   */
  send(message: MailMessage): Promise<void>;
  /** Stores the mail in the background so that answers take the same time whether or not a mail goes out. */
  sendLater(message: MailMessage): void;
  /** Resolves when every mail handed over is stored and every mail due has been attempted. */
  idle(): Promise<void>;
  /** Sends what is due now, then looks for due mails (retries) every half minute. */
  start(): void;
  /** Stops sending (what is stored waits for the next start) after the mails being stored and attempted. */
  stop(): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  /** Where mails go as .eml files when there is no SMTP server. */
  outboxDir: string;
  /** Whether to print the links of outbox mails (they carry tokens): for a local user only, never in production. */
  logLinks: boolean;
  log: FastifyBaseLogger;
  /** The time (tests move it to make a retry due). */
  clock?: () => Date;
}

const POLL_MS = 30_000;
const PURGE_MS = 3_600_000;
const BATCH = 10;

export function createMailer({
  db,
  smtpUrl,
  from,
  outboxDir,
  log,
  logLinks,
  clock = () => new Date(),
}: MailerOptions): Mailer {
  const transport = smtpUrl
    ? // A mail server that does not answer fails the attempt in seconds, not the default minutes.
      nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000 })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const storing = new Set<Promise<void>>();

  async function deliver(mail: OutboxMail) {
    const attachments = await attachmentsOf(db, mail.id);
    const sender = mail.fromName ? { name: mail.fromName, address: addressOf(from) } : from;
    const info = await transport.sendMail({
      from: sender,
      to: mail.recipient,
      subject: mail.subject,
      text: mail.textBody,
      html: mail.htmlBody,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(attachments.length > 0 ? { attachments } : {}),
    });
    if (!smtpUrl && 'message' in info && Buffer.isBuffer(info.message)) {
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.recipient}.eml`,
      );
      await writeFile(file, info.message);
      const links = logLinks ? (mail.textBody.match(/https?:\/\/\S+/g) ?? []) : undefined;
      log.info({ to: mail.recipient, subject: mail.subject, file, links }, 'mail written to the outbox');
    }
  }

  async function attempt(mail: OutboxMail) {
    try {
      await deliver(mail);
    } catch (err) {
      const { attempts, givesUp } = await markFailed(db, mail, String(err), clock());
      if (givesUp) log.error({ err, to: mail.recipient, attempts }, 'mail not sent: retries given up');
      else log.warn({ err, to: mail.recipient, attempts }, 'mail not sent: will retry');
      return;
    }
    await markSent(db, mail, clock());
  }

  /** Attempts every due mail once: a failed one is rescheduled, so a pass always ends. */
  async function drain() {
    while (!stopped) {
      const due = await claimDueMails(db, clock(), BATCH);
      if (due.length === 0) return;
      for (const mail of due) {
        // A stopping instance leaves the rest of its claim: those mails fall due again once the claim
        // has run out, for whichever instance runs then.
        if (stopped) return;
        await attempt(mail);
      }
    }
  }

  // One pass at a time per instance; a kick during a pass asks for another after it.
  let pass: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (pass) {
      again = true;
      return pass;
    }
    pass = (async () => {
      do {
        again = false;
        await drain().catch((err: unknown) => log.error({ err }, 'mail outbox pass failed'));
      } while (again);
    })().finally(() => {
      pass = null;
    });
    return pass;
  }

  async function send(message: MailMessage) {
    await enqueueMail(db, message, clock());
    await kick();
  }

  let timer: NodeJS.Timeout | null = null;
  let polling: Promise<void> | null = null;
  let purgedAt = 0;
  async function poll() {
    if (Date.now() - purgedAt >= PURGE_MS) {
      purgedAt = Date.now();
      await purgeOldMails(db, clock()).catch((err: unknown) =>
        log.error({ err }, 'mail outbox purge failed'),
      );
    }
    await kick();
  }
  return {
    send,
    sendLater(message) {
      const job = send(message)
        .catch((err: unknown) => log.error({ err, to: message.to }, 'mail not queued'))
        .finally(() => storing.delete(job));
      storing.add(job);
    },
    async idle() {
      while (storing.size > 0) await Promise.all([...storing]);
      await kick();
    },
    start() {
      if (timer) return;
      stopped = false;
      timer = setInterval(() => {
        polling ??= poll().finally(() => {
          polling = null;
        });
      }, POLL_MS);
      timer.unref();
      // Mails left due while no instance ran go now.
      polling = poll().finally(() => {
        polling = null;
      });
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      stopped = true;
      while (storing.size > 0) await Promise.all([...storing]);
      await polling;
      await pass;
    },
  };
}
