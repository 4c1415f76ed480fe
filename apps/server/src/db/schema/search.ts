import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { property } from './properties';

/**
 * A property's words as the property list searches them (docs/domain.md "Lists a page at a time"):
 * its name, tax code, street, postal code and city, and the names and tax numbers of the tenants of
 * every contract on it, in one lower-case text under one trigram index, so that a search with many
 * matches reads one index instead of seven joined ones. Written by the database in the same
 * transaction as the rows the words come from (drizzle/0046_property_search.sql), never by the
 * application.
 */
export const propertySearch = pgTable('property_search', {
  propertyId: integer('property_id')
    .primaryKey()
    .references(() => property.id, { onDelete: 'cascade' }),
  entityId: integer('entity_id').notNull(),
  words: text('words').notNull(),
});
