import {
  type AddressView,
  DEFAULT_PROPERTY_VIEW,
  occupationPercent,
  PROPERTY_VIEW_TYPES,
  PROPERTY_VIEWS,
  type PropertyListItem,
  type PropertySort,
  type PropertyTotals,
  type PropertyViewName,
  profitPercent,
} from '@arrenda/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Reader } from '../db/client';
import { amountOf } from '../db/money';
import { pageWindowSql } from '../db/paging';
import { queryRows } from '../db/raw';
import { propertySearched, propertySearchRows } from '../db/search';

/** Which properties a list shows: a view of the entity, the children of one, or one property. */
export interface PropertyFilter {
  view?: PropertyViewName;
  parentId?: number;
  id?: number;
  search?: string;
}

/** A page of the list: which rows, in which order. */
export interface PropertyPage {
  sort: PropertySort;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/**
 * Brings the entity's kept figures up to the clock: the rows whose `valid_until` has passed (a
 * contract started or ended, a new year began) are computed again, by the database function that
 * keeps them on every write (docs/domain.md "Kept figures"). Usually none, an index lookup.
 */
export async function refreshExpiredFigures(db: Reader, entityId: number) {
  await db.execute(sql`select keep_property_figures(array(${expiredFigures(entityId)}))`);
}

/** The entity's properties whose kept figures have expired: what the refresh recomputes. */
const expiredFigures = (entityId: number) =>
  sql`select property_id from property_figures where entity_id = ${entityId} and valid_until <= now()`;

/**
 * A view's condition on a table that tells each property's level and type: `topLevel` its test of a
 * property at the top level, `type` its type column. Undefined for the tax view, which neither says.
 * The properties, their kept figures and the kept counts each say them in their own columns.
 */
function levelOrType(view: PropertyViewName, topLevel: SQL, type: SQL): SQL | undefined {
  if (view === 'PARENT_PROPERTIES') return sql`and ${topLevel}`;
  const typeId = PROPERTY_VIEW_TYPES[view];
  return typeId === undefined ? undefined : sql`and ${type} = ${typeId}`;
}

/**
 * A view's filter on the kept figures, which hold each property's type and parent: for a page of a
 * type's or the parent properties' view sorted by a figure, found from an index of the figures alone
 * (the tax view and the searches read the property).
 */
const figuresViewFilter = (view: PropertyViewName | undefined) =>
  view === undefined
    ? undefined
    : levelOrType(view, sql.raw('f.parent_property_id is null'), sql.raw('f.property_type_id'));

/**
 * How many properties a view shows, from the entity's kept counts by type and level
 * (`property_counts`, docs/domain.md "Kept figures"): the parent properties, a type's, or all of
 * them without a view; undefined for the tax view, which is counted.
 */
export function keptCount(entityId: number, view: PropertyViewName | undefined): SQL | undefined {
  const which =
    view === undefined ? sql`` : levelOrType(view, sql.raw('k.top_level'), sql.raw('k.property_type_id'));
  if (!which) return undefined;
  return sql`(select coalesce(sum(k.properties), 0) from property_counts k where k.entity_id = ${entityId} ${which})`;
}

const viewFilter = (view: PropertyViewName): SQL =>
  levelOrType(view, sql.raw('p.parent_property_id is null'), sql.raw('p.property_type_id')) ??
  sql`and trim(coalesce(p.code, '')) <> ''`;

/**
 * The rows a filter keeps. A search matches the property's name or tax code, its address (street,
 * postal code, city) or the name or tax number of a tenant of one of its contracts, ignoring case.
 */
function rowFilter(entityId: number, filter: PropertyFilter): SQL {
  const parts: SQL[] = [];
  if (filter.view) parts.push(viewFilter(filter.view));
  if (filter.parentId !== undefined) parts.push(sql`and p.parent_property_id = ${filter.parentId}`);
  if (filter.id !== undefined) parts.push(sql`and p.id = ${filter.id}`);
  if (filter.search) {
    parts.push(sql`and ${propertySearched(sql.raw('p.id'), entityId, filter.search)}`);
  }
  return sql.join(parts, sql` `);
}

/** The profit over value and expenses, as the list shows it; null (sorted last) when both are 0. */
const profitOrder = sql.raw(
  `case when f.value + f.expenses = 0 then null else f.contract_total / (f.value + f.expenses) end`,
);

const SORT_COLUMNS: Record<PropertySort, SQL> = {
  name: sql.raw('p.sort_name'),
  value: sql.raw('f.value'),
  contract: sql.raw('f.contract_total'),
  profit: profitOrder,
  expenses: sql.raw('f.expenses_year'),
};

/** The joins every list query reads after the property: its kept figures and what the row shows. */
const JOINS = sql.raw(`
  join property_figures f on f.property_id = p.id and f.entity_id = p.entity_id
  join property_type pt on pt.id = p.property_type_id
  left join currency cu on cu.id = p.currency_id
  left join address a on a.id = p.address_id
  left join city ci on ci.id = a.city_id
  left join country co on co.id = ci.country_id`);

/** The columns of a list row (HierarchyRow). Money travels as numeric text. */
const COLUMNS = sql.raw(`
  p.id, p.parent_property_id, p.property_type_id, pt.name as property_type, p.name, p.code,
  (select d.num_bedrooms from property_details d where d.property_id = p.id) as num_bedrooms,
  f.num_children, cu.name as currency, f.units, f.occupied, f.contracts, f.value::text as value,
  f.contract_total::text as contract_total, f.contract_net::text as contract_net,
  f.expenses::text as expenses, f.expenses_year::text as expenses_year,
  a.id as address_id, a.version as address_version, a.street, a.number, a.floor, a.mail_box, a.postal_code,
  a.latitude::text as latitude, a.longitude::text as longitude,
  ci.id as city_id, ci.name as city_name, co.id as country_id, co.name as country_name`);

interface HierarchyRow {
  id: number;
  parent_property_id: number | null;
  property_type_id: number;
  property_type: string;
  name: string | null;
  code: string | null;
  num_bedrooms: number | null;
  num_children: number;
  currency: string | null;
  units: number;
  occupied: number;
  contracts: number;
  value: string;
  contract_total: string;
  contract_net: string;
  expenses: string;
  expenses_year: string;
  address_id: number | null;
  address_version: number | null;
  street: string | null;
  number: string | null;
  floor: string | null;
  mail_box: string | null;
  postal_code: string | null;
  latitude: string | null;
  longitude: string | null;
  city_id: number | null;
  city_name: string | null;
  country_id: number | null;
  country_name: string | null;
}

/**
 * The list rows of docs/product.md#records-and-fields with their hierarchy figures, read from the kept figures: the
 * cost follows the rows returned, not the size of the portfolio. Every row the filter keeps, by id.
 */
export async function listHierarchy(
  db: Reader,
  entityId: number,
  filter: PropertyFilter,
): Promise<PropertyListItem[]> {
  const rows = await queryRows<HierarchyRow>(
    db,
    sql`select ${COLUMNS} from property p ${JOINS}
    where p.entity_id = ${entityId} ${rowFilter(entityId, filter)}
    order by p.id`,
  );
  return rows.map(toListItem);
}

/** A page of the list, the count of the rows the filter keeps, and whether figures had expired. */
export interface HierarchyPage {
  items: PropertyListItem[];
  total: number;
  stale: boolean;
}

/**
 * A view's filter on the kept search rows (`property_search`), which hold each property's level,
 * type and whether it has a tax code beside its words.
 */
const searchViewFilter = (view: PropertyViewName | undefined): SQL | undefined =>
  view === undefined
    ? undefined
    : (levelOrType(view, sql.raw('s.top_level'), sql.raw('s.property_type_id')) ?? sql.raw('and s.coded'));

/**
 * The properties (id, sort_name) a searched page chooses among: for a view (or none), from the kept
 * search rows alone; below a parent or for one property, from the property with the search as a
 * condition.
 */
function searchMatches(entityId: number, filter: PropertyFilter & { search: string }): SQL {
  if (filter.parentId === undefined && filter.id === undefined)
    return propertySearchRows(entityId, filter.search, searchViewFilter(filter.view));
  return sql`select p.id, p.sort_name from property p where p.entity_id = ${entityId} ${rowFilter(entityId, filter)}`;
}

/**
 * One page of the list and its count in one statement (each statement is a round trip to the
 * database, docs/performance.md). The page's ids are found first from the property and its kept
 * figures alone (what the sorts and filters read), then its rows joined; a search's matches are found
 * once for both the page and the count. The page is cut from the rows in order before they are
 * numbered, so that only its own rows are numbered and a sort over many matches keeps the page's
 * rows alone (a top-N sort), not all of them. The statement also tells whether some of the entity's
 * kept figures have expired (`stale`): the caller then refreshes them and asks again, so a page is
 * never kept from out-of-date figures and the usual read costs one statement, not two.
 */
export async function pageHierarchy(
  db: Reader,
  entityId: number,
  filter: PropertyFilter,
  page: PropertyPage,
): Promise<HierarchyPage> {
  // Only the profit can be empty: the other sorts get no nulls clause, so that their (entity,
  // column, id) index gives either order.
  const order = page.order === 'desc' ? 'desc' : 'asc';
  const direction = sql.raw(`${order}${page.sort === 'profit' ? ' nulls last' : ''}`);
  const search = filter.search || undefined;
  const kept = rowFilter(entityId, filter);
  // A whole view, without a search: its count and its pages by a figure come from the kept tables.
  const wholeView = !search && filter.parentId === undefined && filter.id === undefined;
  const counted = wholeView ? keptCount(entityId, filter.view) : undefined;
  const total = search
    ? sql`(select count(*) from matched)`
    : (counted ?? sql`(select count(*) from property p where p.entity_id = ${entityId} ${kept})`);
  const onFigures = wholeView && page.sort !== 'name' ? figuresViewFilter(filter.view) : undefined;
  const ordering = (key: SQL, id: string) => sql`${key} ${direction}, ${sql.raw(id)} ${sql.raw(order)}`;
  const key = SORT_COLUMNS[page.sort];
  const chosen = onFigures
    ? sql`select f.property_id as id, ${key} as sort_key from property_figures f
      where f.entity_id = ${entityId} ${onFigures}
      order by ${ordering(key, 'f.property_id')}`
    : sql`select p.id, ${key} as sort_key
      from ${
        search
          ? // The matches hold what the sort by name reads: the page sorts them alone.
            page.sort === 'name'
            ? sql`matched p`
            : sql`matched p join property_figures f on f.property_id = p.id`
          : sql`property p join property_figures f on f.property_id = p.id and f.entity_id = p.entity_id
            where p.entity_id = ${entityId} ${kept}`
      }
      order by ${ordering(key, 'p.id')}`;
  const rows = await queryRows<HierarchyRow & { total: number; stale: boolean; ord: number | null }>(
    db,
    sql`with ${search ? sql`matched as materialized (${searchMatches(entityId, { ...filter, search })}),` : sql``}
    ids as materialized (
      select page.id, row_number() over (order by ${ordering(sql.raw('page.sort_key'), 'page.id')}) as ord
      from (${chosen} ${pageWindowSql(page.limit, page.offset)}) page)
    select head.total::int as total, head.stale, rows.*
    from (select ${total} as total, exists (${expiredFigures(entityId)}) as stale) head
    left join lateral (
      select ids.ord, ${COLUMNS} from ids join property p on p.id = ids.id ${JOINS}
    ) rows on true
    order by rows.ord`,
  );
  const head = rows[0];
  const items = !head || head.ord === null ? [] : rows.map(toListItem);
  return { items, total: head?.total ?? 0, stale: head?.stale ?? false };
}

interface TotalsRow {
  currency: string;
  value: string;
  contract: string;
  contract_net: string;
  expenses_year: string;
  expenses: string;
}

/** The euro's fixed lookup id: a property without a value has no currency and counts in euro. */
const EURO_ID = 1;

/** A footer row as the list shows it: the sums, and the profits they give. */
function totalsOf(row: TotalsRow): PropertyTotals {
  const value = amountOf(row.value);
  const contract = amountOf(row.contract);
  const contractNet = amountOf(row.contract_net);
  const expenses = amountOf(row.expenses);
  return {
    currency: row.currency,
    value,
    contract,
    contractNet,
    expensesYear: amountOf(row.expenses_year),
    expenses,
    profitGross: profitPercent(contract, value, expenses),
    profitNet: profitPercent(contractNet, value, expenses),
  };
}

/**
 * The footer of the rows the filter keeps, summed as numeric per currency; a property without a
 * value's currency counts with the euro's (docs/domain.md "Lists a page at a time").
 */
export async function hierarchyTotals(
  db: Reader,
  entityId: number,
  filter: PropertyFilter,
): Promise<PropertyTotals[]> {
  const rows = await queryRows<TotalsRow>(
    db,
    sql`
    select coalesce(cu.name, euro.name) as currency, sum(f.value)::text as value,
      sum(f.contract_total)::text as contract, sum(f.contract_net)::text as contract_net,
      sum(f.expenses_year)::text as expenses_year, sum(f.expenses)::text as expenses
    from property p ${JOINS}
    cross join (select name from currency where id = ${EURO_ID}) euro
    where p.entity_id = ${entityId} ${rowFilter(entityId, filter)}
    group by 1
    order by 1`,
  );
  return rows.map(totalsOf);
}

/**
 * The footer of the default view (the parent properties, no search), which covers every property
 * of the entity: the totals the database keeps with the figures (entity_property_totals), one row
 * per currency, instead of a sum over the parents.
 */
export async function keptParentTotals(db: Reader, entityId: number): Promise<PropertyTotals[]> {
  const rows = await queryRows<TotalsRow>(
    db,
    sql`
    select cu.name as currency, t.value::text as value, t.contract_total::text as contract,
      t.contract_net::text as contract_net, t.expenses_year::text as expenses_year, t.expenses::text as expenses
    from entity_property_totals t
    join currency cu on cu.id = t.currency_id
    where t.entity_id = ${entityId}
    order by 1`,
  );
  return rows.map(totalsOf);
}

/**
 * The views worth offering: the parent properties always, a type's view when a property of the
 * type exists, TAXES when a property has a tax code.
 */
export async function offeredViews(db: Reader, entityId: number): Promise<PropertyViewName[]> {
  // One index probe per type and one for a tax code (property_entity_type_idx, property_entity_taxed_idx),
  // whatever the number of properties.
  const [row] = await queryRows<{ types: number[]; taxes: boolean }>(
    db,
    sql`
    select array(
        select t.id from property_type t
        where exists (select 1 from property p where p.entity_id = ${entityId} and p.property_type_id = t.id)
      ) as types,
      exists (
        select 1 from property p where p.entity_id = ${entityId} and trim(coalesce(p.code, '')) <> ''
      ) as taxes`,
  );
  const types = new Set(row?.types ?? []);
  return PROPERTY_VIEWS.filter((view) => {
    if (view === DEFAULT_PROPERTY_VIEW) return true;
    if (view === 'TAXES') return row?.taxes === true;
    return types.has(PROPERTY_VIEW_TYPES[view] ?? 0);
  });
}

function addressOf(row: HierarchyRow): AddressView | null {
  if (
    row.address_id === null ||
    row.address_version === null ||
    row.city_id === null ||
    row.country_id === null
  ) {
    return null;
  }
  return {
    id: row.address_id,
    version: row.address_version,
    street: row.street ?? '',
    number: row.number ?? '',
    floor: row.floor,
    mailBox: row.mail_box,
    postalCode: row.postal_code,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    city: {
      id: row.city_id,
      name: row.city_name ?? '',
      countryId: row.country_id,
      country: row.country_name ?? '',
    },
  };
}

function toListItem(row: HierarchyRow): PropertyListItem {
  // numeric(14,2) read as text: Number() of a two-decimal text is the amount itself.
  const value = amountOf(row.value);
  const contractAmount = amountOf(row.contract_total);
  const contractNet = amountOf(row.contract_net);
  const expenses = amountOf(row.expenses);
  return {
    id: row.id,
    parentPropertyId: row.parent_property_id,
    propertyType: { id: row.property_type_id, name: row.property_type },
    name: row.name,
    code: row.code,
    numBedrooms: row.num_bedrooms,
    address: addressOf(row),
    numChildren: row.num_children,
    numActiveContractsHierarchy: row.contracts,
    numPossibleContractsHierarchy: row.units,
    valueHierarchy: value,
    contractAmountHierarchy: contractAmount,
    contractNetAmountHierarchy: contractNet,
    expensesAmountHierarchy: expenses,
    expensesAmountYearHierarchy: amountOf(row.expenses_year),
    currency: row.currency,
    countContractibleProperties: row.units,
    countActiveContracts: row.occupied,
    occupation: occupationPercent(row.occupied, row.units),
    profitGross: profitPercent(contractAmount, value, expenses),
    profitNet: profitPercent(contractNet, value, expenses),
  };
}
