import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { money, rowMeta } from './columns';
import { entity } from './entities';
import {
  city,
  currency,
  kitchenType,
  outsideAreaType,
  propertyBusinessType,
  propertyLocationType,
  propertyType,
} from './lookups';

export const address = pgTable(
  'address',
  {
    id: serial('id').primaryKey(),
    entityId: integer('entity_id')
      .notNull()
      .references(() => entity.id, { onDelete: 'cascade' }),
    street: varchar('street', { length: 200 }).notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => city.id),
    number: varchar('number', { length: 5 }).notNull(),
    floor: varchar('floor', { length: 20 }),
    mailBox: varchar('mail_box', { length: 50 }),
    postalCode: varchar('postal_code', { length: 30 }),
    latitude: numeric('latitude', { precision: 10, scale: 7 }),
    longitude: numeric('longitude', { precision: 10, scale: 7 }),
    ...rowMeta(),
  },
  (t) => [index('address_entity_idx').on(t.entityId)],
);

export const property = pgTable(
  'property',
  {
    id: serial('id').primaryKey(),
    entityId: integer('entity_id')
      .notNull()
      .references(() => entity.id, { onDelete: 'cascade' }),
    parentPropertyId: integer('parent_property_id'),
    addressId: integer('address_id').references(() => address.id),
    propertyTypeId: integer('property_type_id')
      .notNull()
      .references(() => propertyType.id),
    name: varchar('name', { length: 60 }),
    code: varchar('code', { length: 20 }),
    description: varchar('description', { length: 200 }),
    areaMeters: integer('area_meters'),
    value: money('value'),
    currencyId: integer('currency_id').references(() => currency.id),
    /**
     * What the lists sort a property by: its name, else its type's, in lower case; set by the
     * database as the property is written (drizzle/0028_property_sort_name.sql).
     */
    sortName: text('sort_name').notNull().default(''),
    ...rowMeta(),
  },
  (t) => [
    unique('property_id_entity_uq').on(t.id, t.entityId),
    // The lists by name, and the selectors: a page walks the index and stops.
    index('property_entity_sort_idx').on(t.entityId, t.sortName, t.id),
    // A parent is always of the same entity: the composite key makes it impossible otherwise.
    foreignKey({
      name: 'property_parent_fk',
      columns: [t.parentPropertyId, t.entityId],
      foreignColumns: [t.id, t.entityId],
    }).onDelete('cascade'),
    index('property_entity_idx').on(t.entityId),
    index('property_parent_idx').on(t.parentPropertyId),
    // A search by street, postal code or city finds the addresses first, then their properties.
    index('property_address_idx').on(t.addressId),
    // A search's matches sorted by name: their sort names read from the index, one probe each, not
    // from the table (nor by reading every property of the entity).
    index('property_id_sort_idx').on(t.id, t.entityId, t.sortName),
    // The list's default view (the parent properties) and a type's view, by name: a page walks
    // the view's own rows in order and stops, rather than passing over the other views' rows (at
    // 10,000 properties, the first page of parents passed 5,600 apartments). Whether a type exists
    // is one probe of the second.
    index('property_entity_parent_sort_idx')
      .on(t.entityId, t.sortName, t.id)
      .where(sql`${t.parentPropertyId} is null`),
    index('property_entity_type_sort_idx').on(t.entityId, t.propertyTypeId, t.sortName, t.id),
    // Whether a tax code exists is one index probe.
    index('property_entity_taxed_idx').on(t.entityId).where(sql`trim(coalesce(${t.code}, '')) <> ''`),
  ],
);

export const propertyDetails = pgTable('property_details', {
  propertyId: integer('property_id')
    .primaryKey()
    .references((): AnyPgColumn => property.id, { onDelete: 'cascade' }),
  hasHeating: boolean('has_heating'),
  hasAirCondition: boolean('has_air_condition'),
  isFurnished: boolean('is_furnished'),
  hasLaundry: boolean('has_laundry'),
  hasStorageRoom: boolean('has_storage_room'),
  hasLivingRoom: boolean('has_living_room'),
  hasDiningRoom: boolean('has_dining_room'),
  numBathrooms: integer('num_bathrooms'),
  numToilets: integer('num_toilets'),
  kitchenTypeId: integer('kitchen_type_id').references(() => kitchenType.id),
  kitchenAreaMeters: integer('kitchen_area_meters'),
  outsideAreaTypeId: integer('outside_area_type_id').references(() => outsideAreaType.id),
  outsideAreaMeters: integer('outside_area_meters'),
  numBalconies: integer('num_balconies'),
  numBedrooms: integer('num_bedrooms'),
  numSuits: integer('num_suits'),
  storageRoomAreaMeters: integer('storage_room_area_meters'),
  livingRoomAreaMeters: integer('living_room_area_meters'),
  diningRoomAreaMeters: integer('dining_room_area_meters'),
  numParkingInside: integer('num_parking_inside'),
  numParkingOutside: integer('num_parking_outside'),
});

export const propertyTaxInformation = pgTable('property_tax_information', {
  propertyId: integer('property_id')
    .primaryKey()
    .references((): AnyPgColumn => property.id, { onDelete: 'cascade' }),
  propertyBusinessTypeId: integer('property_business_type_id').references(() => propertyBusinessType.id),
  propertyLocationTypeId: integer('property_location_type_id').references(() => propertyLocationType.id),
  locationCode: varchar('location_code', { length: 30 }),
  articleCode: varchar('article_code', { length: 30 }),
  fractionCode: varchar('fraction_code', { length: 30 }),
});
