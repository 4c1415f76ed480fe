import type { ContractRentReason } from '@arrenda/core';
import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { instant, money, rowMeta } from './columns';
import { file } from './expenses-files';
import { contract } from './tenancy';

/**
 * A contract's rent history (docs/domain.md "Rent updates"): each rent it has charged or will charge
 * and the day it applies from. The START row holds the contract's first terms and is written by the
 * database with the contract (drizzle/0056_contract_rent.sql); an UPDATE keeps the coefficient it
 * applied, from the year it took effect in.
 */
export const contractRent = pgTable(
  'contract_rent',
  {
    id: serial('id').primaryKey(),
    entityId: integer('entity_id').notNull(),
    contractId: integer('contract_id').notNull(),
    /** The first day the rent applies (stored at 10:00 UTC, as a contract's start). */
    effectiveDate: instant('effective_date').notNull(),
    amount: money('amount').notNull(),
    /** As on the contract: none reads the amount as taxable. */
    taxableAmount: money('taxable_amount'),
    reason: varchar('reason', { length: 20 }).$type<ContractRentReason>().notNull(),
    /** An update's coefficient in ten-thousandths (10224 for 1,0224), and the year it is of. */
    coefficient: integer('coefficient'),
    coefficientYear: smallint('coefficient_year'),
    note: varchar('note', { length: 500 }),
    /** An update's letter, kept as a file of the contract (its row may be deleted by the user). */
    letterFileId: integer('letter_file_id').references(() => file.id, { onDelete: 'set null' }),
    ...rowMeta(),
  },
  (t) => [
    foreignKey({
      name: 'contract_rent_contract_fk',
      columns: [t.contractId, t.entityId],
      foreignColumns: [contract.id, contract.entityId],
    }).onDelete('cascade'),
    unique('contract_rent_contract_day_uq').on(t.contractId, t.effectiveDate),
    uniqueIndex('contract_rent_start_uq').on(t.contractId).where(sql`reason = 'START'`),
    // A deleted letter's row is found by its key (docs/performance.md "Keys that point to a row").
    index('contract_rent_letter_idx').on(t.letterFileId).where(sql`letter_file_id is not null`),
  ],
);

/** A year whose statutory update the landlord chose not to make for a contract. */
export const rentUpdateDismissal = pgTable(
  'rent_update_dismissal',
  {
    entityId: integer('entity_id').notNull(),
    contractId: integer('contract_id').notNull(),
    year: smallint('year').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contractId, t.year] }),
    foreignKey({
      name: 'rent_update_dismissal_contract_fk',
      columns: [t.contractId, t.entityId],
      foreignColumns: [contract.id, contract.entityId],
    }).onDelete('cascade'),
  ],
);
