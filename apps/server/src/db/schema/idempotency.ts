import { index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './users';

/**
 * The Idempotency-Key a user sent with a POST, for 24 hours: what it was first sent with and the
 * answer given, which a repeat of the request gets again (docs/security.md "Idempotent creates").
 */
export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 255 }).notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    path: text('path').notNull(),
    /** SHA-256 (hex) of the request's body, its keys in a fixed order. */
    bodyHash: varchar('body_hash', { length: 64 }).notNull(),
    /** The answer's status and JSON body; null while the first request is still running. */
    status: integer('status'),
    body: text('body'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_key_created_idx').on(t.createdAt)],
);
