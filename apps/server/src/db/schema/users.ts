import type { Language } from '@arrenda/core';
import { boolean, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { instant, rowMeta } from './columns';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Stored lower-cased; unique. */
  email: varchar('email', { length: 254 }).notNull().unique(),
  /**
   * Null until the account is activated: a pending account's candidate passwords live in
   * `registration`, and activation picks the one its activating person typed.
   */
  passwordHash: text('password_hash'),
  firstName: varchar('first_name', { length: 60 }),
  lastName: varchar('last_name', { length: 60 }),
  language: varchar('language', { length: 5 }).$type<Language>().notNull().default('en'),
  activatedAt: instant('activated_at'),
  /** Carried in each access token; bumped by logout and password change to revoke older tokens. */
  tokenVersion: integer('token_version').notNull().default(0),
  /** Whether the user gets reminder mails (contracts ending, renegotiation, overdue rents). */
  remindersEnabled: boolean('reminders_enabled').notNull().default(true),
  ...rowMeta(),
});

export const userToken = pgTable(
  'user_token',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ACTIVATION or RESET. */
    type: varchar('type', { length: 20 }).$type<'ACTIVATION' | 'RESET'>().notNull(),
    /** SHA-256 of the token; the token itself is only in the mail. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('user_token_user_type_idx').on(t.userId, t.type)],
);

/**
 * One registration request of a not yet activated account, with the password chosen in it. A
 * registration never changes an account's password: activation proves the mailbox (the link) and
 * the password (typed again), and only then makes the matching request's password the account's.
 */
export const registration = pgTable(
  'registration',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    /** The language of the browser that registered: the account's once activated. */
    language: varchar('language', { length: 5 }).$type<Language>().notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('registration_user_idx').on(t.userId)],
);

/**
 * A user's private calendar subscription (docs/domain.md "Calendar feed"): the SHA-256 of the secret
 * token its address carries; the token itself is shown once, when the feed is turned on or renewed.
 */
export const calendarFeed = pgTable('calendar_feed', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: instant('created_at').notNull().defaultNow(),
});
