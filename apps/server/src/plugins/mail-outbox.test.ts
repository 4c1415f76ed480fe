import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/databases';
import { startSmtpReceiver } from '../../test/smtp-receiver';
import type { Database } from '../db/client';
import { mailOutbox, mailOutboxAttachment } from '../db/schema';
import { createMailer, type MailerOptions, type MailMessage } from './mail';
import { GIVE_UP_MS, retryDelayMs } from './mail-outbox-queries';

const MINUTE_MS = 60_000;

let database: Database;
let dir: string;
beforeAll(async () => {
  [database, dir] = await Promise.all([openTestDatabase(), mkdtemp(path.join(tmpdir(), 'arrenda-mail-'))]);
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

/** A clock the test moves on. */
function testClock() {
  let now = Date.now();
  return { clock: () => new Date(now), advance: (ms: number) => (now += ms) };
}

const mailer = (options: Partial<MailerOptions>) =>
  createMailer({
    db: database.db,
    smtpUrl: undefined,
    from: 'Arrenda <no-reply@arrenda.test>',
    outboxDir: path.join(dir, 'outbox'),
    log: Fastify({ logger: false }).log,
    logLinks: false,
    ...options,
  });

const message = (to: string, extra: Partial<MailMessage> = {}): MailMessage => ({
  to,
  subject: 'Activate your account',
  text: 'Open http://localhost:3000/activateAccount?token=secret-token',
  html: '<p>Open the link</p>',
  ...extra,
});

const rowOf = async (to: string) => {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
  if (!row) throw new Error(`no outbox row for ${to}`);
  return row;
};

/** A port on loopback where no mail server listens (yet). */
async function stoppedReceiverPort() {
  const probe = await startSmtpReceiver();
  const port = Number(new URL(probe.url).port);
  await probe.close();
  return port;
}

describe('mail outbox', () => {
  it('retries after 1 minute, doubling up to 1 hour', () => {
    expect([1, 2, 3, 6, 7, 12].map((attempts) => retryDelayMs(attempts) / MINUTE_MS)).toEqual([
      1, 2, 4, 32, 60, 60,
    ]);
  });

  it('keeps a mail queued while the mail server is down, then delivers it once with its attachment', async () => {
    const port = await stoppedReceiverPort();
    const time = testClock();
    const sender = mailer({ smtpUrl: `smtp://127.0.0.1:${port}`, clock: time.clock });
    const to = 'down@arrenda.test';
    const pdf = Buffer.from('%PDF-1.4 receipt bytes');
    await sender.send(
      message(to, {
        attachments: [{ filename: 'recibo.pdf', content: pdf, contentType: 'application/pdf' }],
      }),
    );

    const queued = await rowOf(to);
    expect(queued).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(queued.lastError).toMatch(/ECONNREFUSED/);
    expect(queued.nextAttemptAt.getTime()).toBe(time.clock().getTime() + MINUTE_MS);
    // Not due yet: nothing is tried.
    await sender.idle();
    expect((await rowOf(to)).attempts).toBe(1);

    const receiver = await startSmtpReceiver({ port });
    try {
      time.advance(MINUTE_MS);
      await sender.idle();
      expect(receiver.mails.map((mail) => mail.to)).toEqual([to]);
      expect(receiver.mails[0]?.attachments[0]?.content.equals(pdf)).toBe(true);
      const sent = await rowOf(to);
      expect(sent).toMatchObject({ attempts: 2, lastError: null, textBody: '', htmlBody: '' });
      expect(sent.sentAt).not.toBeNull();
      // The link's token and the PDF do not stay stored once the mail went.
      expect(JSON.stringify(sent)).not.toContain('secret-token');
      const attachments = await database.db
        .select()
        .from(mailOutboxAttachment)
        .where(eq(mailOutboxAttachment.mailId, sent.id));
      expect(attachments).toEqual([]);
    } finally {
      await sender.stop();
      await receiver.close();
    }
  });

  it('gives up about three days after the mail was queued', async () => {
    const port = await stoppedReceiverPort();
    const time = testClock();
    const sender = mailer({ smtpUrl: `smtp://127.0.0.1:${port}`, clock: time.clock });
    const to = 'gone@arrenda.test';
    await sender.send(message(to));
    time.advance(GIVE_UP_MS);
    await sender.idle();
    const failed = await rowOf(to);
    expect(failed.failedAt).not.toBeNull();
    expect(failed.attempts).toBe(2);
    time.advance(GIVE_UP_MS);
    await sender.idle();
    expect((await rowOf(to)).attempts).toBe(2);
    await sender.stop();
  });

  it('sends each mail once when several instances work the outbox at the same time', async () => {
    const receiver = await startSmtpReceiver();
    const instances = [1, 2, 3].map(() => mailer({ smtpUrl: receiver.url }));
    try {
      const recipients = Array.from({ length: 12 }, (_, n) => `many.${n}@arrenda.test`);
      await Promise.all(recipients.map((to, n) => instances[n % 3]?.send(message(to))));
      await Promise.all(instances.map((instance) => instance.idle()));
      expect(receiver.mails.map((mail) => mail.to).sort()).toEqual([...recipients].sort());
    } finally {
      await Promise.all(instances.map((instance) => instance.stop()));
      await receiver.close();
    }
  });

  it('writes .eml files to the outbox folder when there is no mail server', async () => {
    const sender = mailer({});
    sender.sendLater(message('local@arrenda.test'));
    await sender.idle();
    const files = (await readdir(path.join(dir, 'outbox'))).filter((file) => file.includes('local@'));
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(dir, 'outbox', files[0] ?? ''), 'utf8');
    expect(eml).toContain('Subject: Activate your account');
    expect((await rowOf('local@arrenda.test')).sentAt).not.toBeNull();
    await sender.stop();
  });
});
