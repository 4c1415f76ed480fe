import { foreignKey, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { payment } from './tenancy';
import { users } from './users';

/**
 * The number of the electronic rent receipt the landlord issued for a payment on the Tax
 * Authority's portal (docs/domain.md "Tax year"). Apart from the payment, which is never changed:
 * recording the number writes nothing the payment's figures follow.
 */
export const paymentAtReceipt = pgTable(
  'payment_at_receipt',
  {
    paymentId: integer('payment_id').primaryKey(),
    entityId: integer('entity_id').notNull(),
    number: varchar('number', { length: 30 }).notNull(),
    recordedAt: instant('recorded_at').notNull().defaultNow(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    foreignKey({
      name: 'payment_at_receipt_payment_fk',
      columns: [t.paymentId, t.entityId],
      foreignColumns: [payment.id, payment.entityId],
    }).onDelete('cascade'),
    index('payment_at_receipt_entity_idx').on(t.entityId, t.paymentId),
    index('payment_at_receipt_recorded_by_idx').on(t.recordedBy),
  ],
);
