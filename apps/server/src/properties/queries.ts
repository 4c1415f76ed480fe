import {
  type Page,
  type PropertySummaryItem,
  type PropertySummaryQuery,
  type PropertyView,
  pageWindow,
} from '@arrenda/core';
import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { type AddressRow, addressColumns, toAddressView } from '../addresses/queries';
import type { Reader } from '../db/client';
import { jsonRow } from '../db/json-row';
import { amountOrNull } from '../db/money';
import { inPageOf } from '../db/paging';
import { queryRows } from '../db/raw';
import {
  address,
  city,
  contract,
  country,
  currency,
  entity,
  property,
  propertyDetails,
  propertyTaxInformation,
  propertyType,
} from '../db/schema';
import { propertySearched } from '../db/search';
import { keptCount } from './hierarchy-queries';

const detailColumns = {
  hasHeating: propertyDetails.hasHeating,
  hasAirCondition: propertyDetails.hasAirCondition,
  isFurnished: propertyDetails.isFurnished,
  hasLaundry: propertyDetails.hasLaundry,
  hasStorageRoom: propertyDetails.hasStorageRoom,
  hasLivingRoom: propertyDetails.hasLivingRoom,
  hasDiningRoom: propertyDetails.hasDiningRoom,
  numBathrooms: propertyDetails.numBathrooms,
  numToilets: propertyDetails.numToilets,
  kitchenTypeId: propertyDetails.kitchenTypeId,
  kitchenAreaMeters: propertyDetails.kitchenAreaMeters,
  outsideAreaTypeId: propertyDetails.outsideAreaTypeId,
  outsideAreaMeters: propertyDetails.outsideAreaMeters,
  numBalconies: propertyDetails.numBalconies,
  numBedrooms: propertyDetails.numBedrooms,
  numSuits: propertyDetails.numSuits,
  storageRoomAreaMeters: propertyDetails.storageRoomAreaMeters,
  livingRoomAreaMeters: propertyDetails.livingRoomAreaMeters,
  diningRoomAreaMeters: propertyDetails.diningRoomAreaMeters,
  numParkingInside: propertyDetails.numParkingInside,
  numParkingOutside: propertyDetails.numParkingOutside,
};

const withoutKey = <T extends { key: number }>(group: T | null): Omit<T, 'key'> | null => {
  if (!group) return null;
  const { key: _key, ...rest } = group;
  return rest;
};

/** One property as the edit form and the overview read it (docs/product.md#records-and-fields), or undefined. */
export async function findProperty(
  db: Reader,
  entityId: number,
  propertyId: number,
): Promise<PropertyView | undefined> {
  const [row] = await db
    .select({
      id: property.id,
      version: property.version,
      parentPropertyId: property.parentPropertyId,
      name: property.name,
      code: property.code,
      description: property.description,
      areaMeters: property.areaMeters,
      value: property.value,
      currencyId: property.currencyId,
      currency: currency.name,
      propertyTypeId: property.propertyTypeId,
      propertyType: { id: propertyType.id, name: propertyType.name },
      ...addressColumns,
      // Drizzle decides a left-joined group is absent from its first column alone: each group
      // starts with the joined row's key, never null when the row exists.
      details: { key: propertyDetails.propertyId, ...detailColumns },
      taxInformation: {
        key: propertyTaxInformation.propertyId,
        propertyBusinessTypeId: propertyTaxInformation.propertyBusinessTypeId,
        propertyLocationTypeId: propertyTaxInformation.propertyLocationTypeId,
        locationCode: propertyTaxInformation.locationCode,
        articleCode: propertyTaxInformation.articleCode,
        fractionCode: propertyTaxInformation.fractionCode,
      },
    })
    .from(property)
    .innerJoin(propertyType, eq(propertyType.id, property.propertyTypeId))
    .leftJoin(currency, eq(currency.id, property.currencyId))
    .leftJoin(address, eq(address.id, property.addressId))
    .leftJoin(city, eq(city.id, address.cityId))
    .leftJoin(country, eq(country.id, city.countryId))
    .leftJoin(propertyDetails, eq(propertyDetails.propertyId, property.id))
    .leftJoin(propertyTaxInformation, eq(propertyTaxInformation.propertyId, property.id))
    .where(and(eq(property.entityId, entityId), eq(property.id, propertyId)));
  if (!row) return undefined;
  return {
    id: row.id,
    version: row.version,
    parentPropertyId: row.parentPropertyId,
    baseInfo: {
      name: row.name,
      code: row.code,
      description: row.description,
      areaMeters: row.areaMeters,
      value: amountOrNull(row.value),
      currencyId: row.currencyId,
      currency: row.currency,
      propertyTypeId: row.propertyTypeId,
      propertyType: row.propertyType,
      addressId: row.addressId,
      address: toAddressView(row),
    },
    details: withoutKey(row.details),
    taxInformation: withoutKey(row.taxInformation),
  };
}

/** A selector's property as read: its address's columns flat. */
interface SummaryRow extends AddressRow {
  id: number;
  name: string | null;
  propertyType: { id: number; name: string };
  parentPropertyId: number | null;
}

/** A selector's property as one JSON value (docs/performance.md "Rows as JSON"). */
const summaryRow = jsonRow<SummaryRow>({
  id: property.id,
  name: property.name,
  propertyType: { id: propertyType.id, name: propertyType.name },
  parentPropertyId: property.parentPropertyId,
  ...addressColumns,
});

const toSummary = ({ row }: { row: SummaryRow }): PropertySummaryItem => ({
  id: row.id,
  name: row.name,
  propertyType: row.propertyType,
  parentPropertyId: row.parentPropertyId,
  address: toAddressView(row),
});

/** The selectors' properties (docs/product.md#records-and-fields's summary item) with `more` columns. */
const selectSummaries = <More extends SelectedFields>(db: Reader, more: More) =>
  db
    .select({ row: summaryRow, ...more })
    .from(property)
    .innerJoin(propertyType, eq(propertyType.id, property.propertyTypeId))
    .leftJoin(address, eq(address.id, property.addressId))
    .leftJoin(city, eq(city.id, address.cityId))
    .leftJoin(country, eq(country.id, city.countryId));

/** Properties for selectors of the entity, by id: `only` those. */
async function readSummaries(db: Reader, entityId: number, only?: SQL): Promise<PropertySummaryItem[]> {
  const rows = await selectSummaries(db, {})
    .where(and(eq(property.entityId, entityId), only))
    .orderBy(asc(property.id));
  return rows.map(toSummary);
}

/** Properties for selectors (docs/product.md#records-and-fields's summary item), all of the entity or one. */
export const listSummaries = (db: Reader, entityId: number, propertyId?: number) =>
  readSummaries(db, entityId, propertyId === undefined ? undefined : eq(property.id, propertyId));

/**
 * The rows a selector's page keeps: searched as the property list is, named by `ids`, and without
 * a property and those inside it (`exceptTreeOf`).
 */
function summaryFilter(entityId: number, query: PropertySummaryQuery): SQL {
  const parts = [sql`p.entity_id = ${entityId}`];
  if (query.ids) parts.push(sql`p.id in ${query.ids}`);
  if (query.search) parts.push(propertySearched(sql.raw('p.id'), entityId, query.search));
  if (query.exceptTreeOf !== undefined) {
    parts.push(sql`p.id not in (${subtree(entityId, query.exceptTreeOf)})`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * One page of the selectors' properties by name (the name, else the type, as the property list
 * sorts them), then id, and how many the filter keeps (docs/domain.md "Lists a page at a time"), in
 * one statement: the page's ids first, then their rows with the count beside each. A page past the
 * last row reads the count alone.
 */
export async function pageSummaries(
  db: Reader,
  entityId: number,
  query: PropertySummaryQuery,
): Promise<Page<PropertySummaryItem>> {
  const where = summaryFilter(entityId, query);
  const { offset, limit } = pageWindow(query);
  const ids = sql`select p.id from property p where ${where} order by p.sort_name, p.id`;
  // Without a filter, every property of the entity: from its kept counts.
  const all = !query.search && !query.ids && query.exceptTreeOf === undefined;
  const count = all ? keptCount(entityId, undefined) : sql`(select count(*) from property p where ${where})`;
  const total = sql<number>`${count}::int`.mapWith(Number);
  const rows = await selectSummaries(db, { total })
    .where(and(eq(property.entityId, entityId), inPageOf(property.id, ids, { limit, offset })))
    .orderBy(asc(property.sortName), asc(property.id));
  const [first] = rows;
  if (first) return { items: rows.map(toSummary), total: first.total };
  const [counted] = await db.select({ total }).from(entity).where(eq(entity.id, entityId));
  return { items: [], total: counted?.total ?? 0 };
}

/** Contracts on the property itself: how many, and the current one (docs/domain.md "Tenants and contracts"). */
export async function contractsOfProperty(db: Reader, entityId: number, propertyId: number) {
  const onProperty = and(eq(contract.entityId, entityId), eq(contract.propertyId, propertyId));
  const [[total], [current]] = await Promise.all([
    db.select({ n: count() }).from(contract).where(onProperty),
    db
      .select({ id: contract.id })
      .from(contract)
      .where(and(onProperty, lte(contract.startDate, sql`now()`), gte(contract.endDate, sql`now()`)))
      .orderBy(desc(contract.startDate))
      .limit(1),
  ]);
  return { numContracts: total?.n ?? 0, activeContractId: current?.id ?? null };
}

/** The ids of the property and all its descendants, as a query. */
const subtree = (entityId: number, propertyId: number) => sql`
    with recursive sub as (
      select id from property where entity_id = ${entityId} and id = ${propertyId}
      union all
      select child.id from sub join property child on child.parent_property_id = sub.id
    )
    select id from sub`;

/** The property and all its descendants' ids. */
export async function subtreeIds(db: Reader, entityId: number, propertyId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, subtree(entityId, propertyId));
  return rows.map((row) => row.id);
}

/** Whether the property is the entity's. */
export async function propertyExists(db: Reader, entityId: number, propertyId: number) {
  const rows = await db
    .select({ id: property.id })
    .from(property)
    .where(and(eq(property.entityId, entityId), eq(property.id, propertyId)));
  return rows.length > 0;
}
