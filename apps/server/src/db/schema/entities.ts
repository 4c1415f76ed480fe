import { bigint, boolean, index, integer, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core';
import { rowMeta } from './columns';
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
  /** Whether issuing a receipt mails it to the tenants by default (DOMAIN.md "Receipts"). */
  mailReceipts: boolean('mail_receipts').notNull().default(false),
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
 * How many transactions have changed the entity's data: triggers of migration 0005 count one per
 * committed transaction that wrote any of its rows. Cached answers carry it (plugins/response-cache).
 * No foreign key: the triggers of an entity's cascaded delete still count, after its row is gone.
 */
export const entityRevision = pgTable('entity_revision', {
  entityId: integer('entity_id').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});
