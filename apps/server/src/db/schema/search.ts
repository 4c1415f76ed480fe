import { boolean, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { property } from './properties';
import { tenant } from './tenancy';

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

/**
 * A tenant's search words (its `search_words`: name, tax number, e-mail and phone in lower case) and
 * name, in a narrow table of their own under one trigram index: a search matching thousands of
 * tenants re-checks its pattern on the few pages of this table, not on the tenant table's wide ones,
 * and sorts by the names it finds beside the words (docs/performance.md "The tenants' search table").
 * Written by the database in the same statement as the tenant (drizzle/0051_tenant_search.sql).
 */
export const tenantSearch = pgTable('tenant_search', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenant.id, { onDelete: 'cascade' }),
  entityId: integer('entity_id').notNull(),
  name: varchar('name', { length: 60 }).notNull(),
  words: text('words').notNull(),
});
