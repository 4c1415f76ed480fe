import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { property } from './properties';

/**
 * A property's words as the property list searches them (docs/domain.md "Lists a page at a time"):
 * its name, tax code, street, postal code and city, and the names and tax numbers of the tenants of
 * every contract on it, in one lower-case text under one trigram index, so that a search with many
 * matches reads one index instead of seven joined ones. Beside the words, what a searched page
 * chooses and sorts its matches by (the property's sort name, level, type and whether it has a tax
 * code), so that the page and its count read this table alone. Written by the database in the same
 * transaction as the rows the words come from (drizzle/0046_property_search.sql,
 * drizzle/0049_property_search_sort.sql), never by the application.
 */
export const propertySearch = pgTable('property_search', {
  propertyId: integer('property_id')
    .primaryKey()
    .references(() => property.id, { onDelete: 'cascade' }),
  entityId: integer('entity_id').notNull(),
  words: text('words').notNull(),
  sortName: text('sort_name').notNull(),
  topLevel: boolean('top_level').notNull(),
  propertyTypeId: integer('property_type_id').notNull(),
  coded: boolean('coded').notNull(),
});
