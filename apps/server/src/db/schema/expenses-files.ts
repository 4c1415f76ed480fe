import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { bytes, instant, money, rowMeta } from './columns';
import { entity } from './entities';
import { currency } from './lookups';
import { paymentConfirmation } from './portal';
import { property } from './properties';
import { contract, payment, tenant } from './tenancy';
import { users } from './users';

export const expense = pgTable(
  'expense',
  {
    id: serial('id').primaryKey(),
    entityId: integer('entity_id')
      .notNull()
      .references(() => entity.id, { onDelete: 'cascade' }),
    /** Null for a global entity expense. */
    propertyId: integer('property_id'),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currency.id),
    date: instant('date').notNull(),
    amount: money('amount').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    description: varchar('description', { length: 255 }),
    includeInYield: boolean('include_in_yield').notNull().default(true),
    /** The IRS return's column the expense goes in (docs/domain.md "Tax year"); null when not said. */
    taxCategory: varchar('tax_category', { length: 20 }),
    ...rowMeta(),
  },
  (t) => [
    unique('expense_id_entity_uq').on(t.id, t.entityId),
    foreignKey({
      name: 'expense_property_fk',
      columns: [t.propertyId, t.entityId],
      foreignColumns: [property.id, property.entityId],
    }).onDelete('cascade'),
    // One per sort of the list, read forward or backward (db/paging.ts pageOrder).
    index('expense_entity_date_idx').on(t.entityId, t.date, t.id),
    index('expense_entity_amount_idx').on(t.entityId, t.amount, t.id),
    index('expense_entity_name_idx').on(t.entityId, t.name, t.id),
    index('expense_property_idx').on(t.propertyId, t.date, t.id),
    // The entity's own expenses of a period, summed per currency by the period summary's footer:
    // read from the index alone, not from one table page per expense.
    index('expense_entity_own_idx')
      .on(t.entityId, t.date, t.currencyId, t.amount)
      .where(sql`property_id is null`),
  ],
);

/** An uploaded file; it belongs to the entity and at most one of its rows. */
export const file = pgTable(
  'file',
  {
    id: serial('id').primaryKey(),
    entityId: integer('entity_id')
      .notNull()
      .references(() => entity.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id'),
    contractId: integer('contract_id'),
    tenantId: integer('tenant_id'),
    expenseId: integer('expense_id'),
    /** The proof a tenant attached to a payment confirmation. */
    confirmationId: integer('confirmation_id'),
    name: varchar('name', { length: 255 }).notNull(),
    /** Generated storage key; never derived from the uploaded name. */
    storageKey: text('storage_key').notNull().unique(),
    contentType: varchar('content_type', { length: 255 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'file_property_fk',
      columns: [t.propertyId, t.entityId],
      foreignColumns: [property.id, property.entityId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'file_contract_fk',
      columns: [t.contractId, t.entityId],
      foreignColumns: [contract.id, contract.entityId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'file_tenant_fk',
      columns: [t.tenantId, t.entityId],
      foreignColumns: [tenant.id, tenant.entityId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'file_expense_fk',
      columns: [t.expenseId, t.entityId],
      foreignColumns: [expense.id, expense.entityId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'file_confirmation_fk',
      columns: [t.confirmationId, t.entityId],
      foreignColumns: [paymentConfirmation.id, paymentConfirmation.entityId],
    }).onDelete('cascade'),
    index('file_entity_idx').on(t.entityId),
    // An owner's files, listed and removed with it (its foreign key's cascade), found by the owner
    // rather than among every file of the entity (docs/performance.md "Keys that point to a row").
    index('file_property_idx').on(t.propertyId, t.entityId).where(sql`property_id is not null`),
    index('file_contract_idx').on(t.contractId, t.entityId).where(sql`contract_id is not null`),
    index('file_tenant_idx').on(t.tenantId, t.entityId).where(sql`tenant_id is not null`),
    index('file_expense_idx').on(t.expenseId, t.entityId).where(sql`expense_id is not null`),
    index('file_confirmation_idx').on(t.confirmationId, t.entityId).where(sql`confirmation_id is not null`),
  ],
);

/**
 * Stored bytes whose file row is gone (deleted directly or by a cascade from its owner): a trigger
 * of migration 0003 records each one, and the storage sweeper removes them (files/sweeper.ts).
 */
export const fileRemoval = pgTable('file_removal', {
  storageKey: text('storage_key').primaryKey(),
  removedAt: instant('removed_at').notNull().defaultNow(),
});

/** Next receipt number per entity and year (`YYYY/N`). */
export const receiptCounter = pgTable(
  'receipt_counter',
  {
    entityId: integer('entity_id')
      .notNull()
      .references(() => entity.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.entityId, t.year] })],
);

/**
 * Every receipt number issued; the unique key makes a repeated number impossible. A deleted
 * payment leaves its receipts behind (payment_id set to null), so their numbers stay taken.
 */
export const receipt = pgTable(
  'receipt',
  {
    id: serial('id').primaryKey(),
    entityId: integer('entity_id')
      .notNull()
      .references(() => entity.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id'),
    number: varchar('number', { length: 30 }).notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** The data printed, and the PDF as issued: every later download gives these (docs/domain.md "Receipts"). */
    document: jsonb('document'),
    pdf: bytes('pdf'),
    voidedAt: instant('voided_at'),
    voidReason: varchar('void_reason', { length: 255 }),
    /** When the receipt was mailed to the tenants, and to which addresses. */
    sentAt: instant('sent_at'),
    sentTo: varchar('sent_to', { length: 500 }),
  },
  (t) => [
    unique('receipt_entity_number_uq').on(t.entityId, t.number),
    foreignKey({
      name: 'receipt_payment_fk',
      columns: [t.paymentId, t.entityId],
      foreignColumns: [payment.id, payment.entityId],
      // Migration 0002 narrows this to SET NULL (payment_id): entity_id must stay.
    }).onDelete('set null'),
    // A payment's receipts, newest first: the rent page shows each payment's receipt in force.
    index('receipt_payment_idx').on(t.paymentId, t.id).where(sql`payment_id is not null`),
  ],
);
