import { boolean, index, integer, pgTable, primaryKey, serial, text, varchar } from 'drizzle-orm/pg-core';
import { instant, rowMeta } from './columns';
import { accessType, country, entityType } from './lookups';
import { users } from './users';

export const entity = pgTable('entity', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
  entityTypeId: integer('entity_type_id')
    .notNull()
    .references(() => entityType.id),
  countryId: integer('country_id')
    .notNull()
    .references(() => country.id),
  legalName: varchar('legal_name', { length: 60 }),
  financeNumber: varchar('finance_number', { length: 20 }),
  description: varchar('description', { length: 200 }),
  phone: varchar('phone', { length: 20 }),
  address: varchar('address', { length: 250 }),
  postalCode: varchar('postal_code', { length: 30 }),
  /** The landlord's city, printed on receipts. */
  city: varchar('city', { length: 60 }),
  /** Whether issuing a receipt mails it to the tenants by default (docs/domain.md "Receipts"). */
  mailReceipts: boolean('mail_receipts').notNull().default(false),
  /**
   * The landlord is exempt from the Tax Authority's electronic rent receipts and declares the year's
   * rents on the annual Modelo 44 instead (docs/domain.md "Tax year").
   */
  atReceiptsExempt: boolean('at_receipts_exempt').notNull().default(false),
  ...rowMeta(),
});

export const entityUser = pgTable(
  'entity_user',
  {
    entityId: integer('entity_id')
      .notNull()
      .references(() => entity.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessTypeId: integer('access_type_id')
      .notNull()
      .references(() => accessType.id),
  },
  (t) => [primaryKey({ columns: [t.entityId, t.userId] }), index('entity_user_user_idx').on(t.userId)],
);

/**
 * An invitation to become a member of an entity, mailed to an address without a usable account:
 * registering (or signing in) through its link with that address makes the membership. The token
 * itself is only in the mail (SHA-256 here). Revoking deletes the row.
 */
export const memberInvitation = pgTable(
  'member_invitation',
  {
    id: serial('id').primaryKey(),
    entityId: integer('entity_id')
      .notNull()
      .references(() => entity.id, { onDelete: 'cascade' }),
    /** Stored lower-cased. */
    email: varchar('email', { length: 254 }).notNull(),
    accessTypeId: integer('access_type_id')
      .notNull()
      .references(() => accessType.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    acceptedAt: instant('accepted_at'),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('member_invitation_entity_idx').on(t.entityId, t.email)],
);
