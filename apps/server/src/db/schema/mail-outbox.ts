import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { bytes, instant } from './columns';

/**
 * Every mail the app sends, stored before it goes: a worker in each server instance sends the due
 * ones and retries failures with a growing delay (plugins/mail-outbox-queries.ts). Once sent, the bodies
 * (which may hold a link's token) and attachments are dropped; sent and failed rows go after 30 days.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: varchar('recipient', { length: 320 }).notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    fromName: text('from_name'),
    replyTo: text('reply_to'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due; while one is under way, when its claim lapses. */
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
    /** Set when retries were given up (about three days after the mail was queued). */
    failedAt: instant('failed_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`sent_at IS NULL AND failed_at IS NULL`)],
);

/** The files of a queued mail (a receipt's PDF), dropped once it is sent. */
export const mailOutboxAttachment = pgTable(
  'mail_outbox_attachment',
  {
    id: serial('id').primaryKey(),
    mailId: integer('mail_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytes('content').notNull(),
  },
  (t) => [index('mail_outbox_attachment_mail_idx').on(t.mailId)],
);
