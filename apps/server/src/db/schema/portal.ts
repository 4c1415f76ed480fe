import type { ConfirmationStatus } from '@arrenda/core';
import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, serial, text, unique, varchar } from 'drizzle-orm/pg-core';
import { instant, money, rowMeta } from './columns';
import { payment, rent, tenant } from './tenancy';
import { users } from './users';

/** The account a tenant of an entity signs in with to the tenant portal (one per tenant). */
export const tenantAccount = pgTable(
  'tenant_account',
  {
    tenantId: integer('tenant_id').primaryKey(),
    entityId: integer('entity_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'tenant_account_tenant_fk',
      columns: [t.tenantId, t.entityId],
      foreignColumns: [tenant.id, tenant.entityId],
    }).onDelete('cascade'),
    index('tenant_account_user_idx').on(t.userId),
  ],
);

/** An invitation mailed to a tenant; the token itself is only in the mail (SHA-256 here). */
export const tenantInvitation = pgTable(
  'tenant_invitation',
  {
    id: serial('id').primaryKey(),
    entityId: integer('entity_id').notNull(),
    tenantId: integer('tenant_id').notNull(),
    /** Stored lower-cased. */
    email: varchar('email', { length: 254 }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    acceptedAt: instant('accepted_at'),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'tenant_invitation_tenant_fk',
      columns: [t.tenantId, t.entityId],
      foreignColumns: [tenant.id, tenant.entityId],
    }).onDelete('cascade'),
    index('tenant_invitation_tenant_idx').on(t.tenantId),
  ],
);

/**
 * A tenant's word that a rent was paid: PENDING until an entity user accepts it (it becomes a
 * payment, `payment_id`) or rejects it with a reason.
 */
export const paymentConfirmation = pgTable(
  'payment_confirmation',
  {
    id: serial('id').primaryKey(),
    entityId: integer('entity_id').notNull(),
    rentId: integer('rent_id').notNull(),
    /** The tenant's account that confirmed. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    paymentDate: instant('payment_date').notNull(),
    note: varchar('note', { length: 255 }),
    /** PENDING, ACCEPTED or REJECTED. */
    status: varchar('status', { length: 10 }).$type<ConfirmationStatus>().notNull().default('PENDING'),
    reason: varchar('reason', { length: 255 }),
    paymentId: integer('payment_id'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: instant('decided_at'),
    ...rowMeta(),
  },
  (t) => [
    unique('payment_confirmation_id_entity_uq').on(t.id, t.entityId),
    foreignKey({
      name: 'payment_confirmation_rent_fk',
      columns: [t.rentId, t.entityId],
      foreignColumns: [rent.id, rent.entityId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'payment_confirmation_payment_fk',
      columns: [t.paymentId, t.entityId],
      foreignColumns: [payment.id, payment.entityId],
      // The migration narrows this to SET NULL (payment_id): entity_id must stay.
    }).onDelete('set null'),
    index('payment_confirmation_entity_status_idx').on(t.entityId, t.status),
    index('payment_confirmation_rent_idx').on(t.rentId),
    index('payment_confirmation_payment_idx').on(t.paymentId).where(sql`payment_id is not null`),
  ],
);
