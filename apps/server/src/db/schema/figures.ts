import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { instant, money } from './columns';
import { property } from './properties';

/**
 * A property's figures over its subtree (docs/domain.md "Kept figures"), written by the database in
 * the same transaction as the property, contract or expense rows they come from
 * (drizzle/0015_property_figures.sql), never by the application. `validUntil` is the next instant
 * the clock changes them (a contract starts or ends, a new year): a read first recomputes the
 * entity's rows that have passed it.
 */
export const propertyFigures = pgTable(
  'property_figures',
  {
    propertyId: integer('property_id')
      .primaryKey()
      .references(() => property.id, { onDelete: 'cascade' }),
    entityId: integer('entity_id').notNull(),
    numChildren: integer('num_children').notNull(),
    /** Lettable units: the properties of the subtree without inner properties. */
    units: integer('units').notNull(),
    /** Units with a current contract on themselves or on a property above them in the subtree. */
    occupied: integer('occupied').notNull(),
    contracts: integer('contracts').notNull(),
    value: money('value').notNull(),
    contractTotal: money('contract_total').notNull(),
    contractNet: money('contract_net').notNull(),
    expenses: money('expenses').notNull(),
    expensesYear: money('expenses_year').notNull(),
    validUntil: instant('valid_until').notNull(),
  },
  (t) => [index('property_figures_entity_valid_idx').on(t.entityId, t.validUntil)],
);
