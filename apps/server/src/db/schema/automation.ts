import { foreignKey, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { entity } from './entities';
import { contract } from './tenancy';
import { users } from './users';

/**
 * Every rent period generated for a contract, by its button or the daily job: the key makes a
 * second generation of one period impossible, whichever server instance runs it, and a generated
 * rent the user deleted is not generated again by the job (docs/domain.md "Automatic rents").
 */
export const rentGeneration = pgTable(
  'rent_generation',
  {
    entityId: integer('entity_id').notNull(),
    contractId: integer('contract_id').notNull(),
    /** The month, as its 15th at noon UTC like a rent's period. */
    period: instant('period').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contractId, t.period] }),
    foreignKey({
      name: 'rent_generation_contract_fk',
      columns: [t.contractId, t.entityId],
      foreignColumns: [contract.id, contract.entityId],
    }).onDelete('cascade'),
  ],
);

/** One row per reminder mailed: a user gets each event once (docs/domain.md "Reminders"). */
export const reminderSent = pgTable(
  'reminder_sent',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entityId: integer('entity_id')
      .notNull()
      .references(() => entity.id, { onDelete: 'cascade' }),
    /** The event: its code, the contract or rent, and its day, e.g. `RENT_OVERDUE_15:rent:42:2026-11-30`. */
    eventKey: varchar('event_key', { length: 100 }).notNull(),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventKey] })],
);
