import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox, mailOutboxAttachment } from '../db/schema';
import type { MailMessage } from './mail';

const MINUTE_MS = 60_000;
/** How long a claimed mail stays with the instance sending it; after that, another may try it. */
const CLAIM_MS = 10 * MINUTE_MS;
/** Retries give up this long after the mail was queued. */
export const GIVE_UP_MS = 3 * 24 * 60 * MINUTE_MS;
/** Sent and failed rows are kept this long, for a look at what went. */
const KEEP_MS = 30 * 24 * 60 * MINUTE_MS;

/** The delay before the next attempt after `attempts` failed ones: 1 minute, doubling, at most 1 hour. */
export const retryDelayMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * MINUTE_MS;

export type OutboxMail = typeof mailOutbox.$inferSelect;

export async function enqueueMail(db: Db, message: MailMessage, now: Date) {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      recipient: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      fromName: message.fromName ?? null,
      replyTo: message.replyTo ?? null,
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail not queued');
  const attachments = message.attachments ?? [];
  if (attachments.length > 0) {
    await db.insert(mailOutboxAttachment).values(
      attachments.map((file) => ({
        mailId: row.id,
        filename: file.filename,
        contentType: file.contentType,
        content: file.content,
      })),
    );
  }
}

/**
 * Takes up to `limit` due mails for this instance: the claim moves their next attempt past the
 * claim's length in one statement, and rows another instance is claiming are skipped, not waited for.
 */
export function claimDueMails(db: Db, now: Date, limit: number): Promise<OutboxMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
    .where(and(inArray(mailOutbox.id, due), isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)))
    .returning();
}

export const attachmentsOf = (db: Db, mailId: number) =>
  db
    .select({
      filename: mailOutboxAttachment.filename,
      contentType: mailOutboxAttachment.contentType,
      content: mailOutboxAttachment.content,
    })
    .from(mailOutboxAttachment)
    .where(eq(mailOutboxAttachment.mailId, mailId));

/** Marks a mail sent and drops its bodies and attachments: a link's token does not stay stored. */
export async function markSent(db: Db, mail: OutboxMail, now: Date) {
  await db
    .update(mailOutbox)
    .set({ sentAt: now, attempts: mail.attempts + 1, textBody: '', htmlBody: '', lastError: null })
    .where(eq(mailOutbox.id, mail.id));
  await db.delete(mailOutboxAttachment).where(eq(mailOutboxAttachment.mailId, mail.id));
}

/** Records a failed attempt: the next one after the back-off, or none once retries are given up. */
export async function markFailed(db: Db, mail: OutboxMail, error: string, now: Date) {
  const attempts = mail.attempts + 1;
  const givesUp = now.getTime() - mail.createdAt.getTime() >= GIVE_UP_MS;
  await db
    .update(mailOutbox)
    .set({
      attempts,
      lastError: error.slice(0, 1000),
      ...(givesUp ? { failedAt: now } : { nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) }),
    })
    .where(eq(mailOutbox.id, mail.id));
  return { attempts, givesUp };
}

/** Deletes the rows of mails sent or given up more than 30 days ago. */
export async function purgeOldMails(db: Db, now: Date) {
  const before = new Date(now.getTime() - KEEP_MS);
  await db.delete(mailOutbox).where(or(lt(mailOutbox.sentAt, before), lt(mailOutbox.failedAt, before)));
}
