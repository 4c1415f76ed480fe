import {
  type Page,
  pageWindow,
  type TenantContractItem,
  type TenantListQuery,
  type TenantSort,
  type TenantView,
} from '@arrenda/core';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  exists,
  getTableColumns,
  inArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import { addressColumns, toAddressView } from '../addresses/queries';
import type { Reader } from '../db/client';
import { jsonRow } from '../db/json-row';
import { amountOf } from '../db/money';
import { inPageOf, pageOrder } from '../db/paging';
import {
  address,
  city,
  contract,
  contractTenant,
  country,
  currency,
  entity,
  entityCounts,
  property,
  propertyType,
  tenant,
  tenantEndMonths,
  tenantFigures,
} from '../db/schema';
import { tenantsMatching } from '../db/search';

/**
 * The tenant's contracts counted in one pass over its links (a lateral join named `k`): the current
 * ones (docs/domain.md: startDate <= now <= endDate), all of them, and those already ended (a tenant
 * without any is new, not past). The outer tenant's id is named with its table: in a select of one
 * table Drizzle prints a column bare ("id"), which inside this subquery would be the contract's id.
 */
const contractCounts = sql`lateral (select
    (count(*) filter (where c.start_date <= now() and c.end_date >= now()))::int as active,
    count(*)::int as contracts,
    (count(*) filter (where c.end_date < now()))::int as ended
  from ${contractTenant} ct join ${contract} c on c.id = ct.contract_id
  where ct.tenant_id = ${tenant}.id) k`;
const withCounts = sql`true`;

const counts = {
  numActiveContracts: sql<number>`k.active`,
  numContracts: sql<number>`k.contracts`,
  numEndedContracts: sql<number>`k.ended`,
};

const {
  entityId: _entityId,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  searchWords: _searchWords,
  ...ownColumns
} = getTableColumns(tenant);

/** The entity's tenants by name, all or those of one contract. */
export function listTenants(db: Reader, entityId: number, contractId?: number): Promise<TenantView[]> {
  const ofContract =
    contractId === undefined
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(contractTenant)
            .where(and(eq(contractTenant.tenantId, tenant.id), eq(contractTenant.contractId, contractId))),
        );
  return db
    .select({ ...ownColumns, ...counts })
    .from(tenant)
    .leftJoin(contractCounts, withCounts)
    .where(and(eq(tenant.entityId, entityId), ofContract))
    .orderBy(asc(tenant.name), asc(tenant.id));
}

const SORT_COLUMNS: Record<TenantSort, AnyColumn> = { name: tenant.name, fiscalNumber: tenant.fiscalNumber };

/** On some contract, all of which ended: the kept end of the tenant's last contract has passed. */
const past = sql`exists (select 1 from ${tenantFigures} tf
  where tf.tenant_id = ${tenant}.id and tf.contracts_end < now())`;

/**
 * The list's view and search: past tenants are on contracts that all ended, the others (current,
 * new, or only on contracts to start) are active; a search matches the name, tax number, e-mail or
 * phone; `ids` keeps those tenants (the values a form holds).
 */
function pageFilter(entityId: number, query: TenantListQuery) {
  return and(
    eq(tenant.entityId, entityId),
    query.ids === undefined ? undefined : inArray(tenant.id, query.ids),
    query.view === undefined ? undefined : query.view === 'OLD_TENANTS' ? past : sql`not ${past}`,
    // The matches are found once for the page and its count (`matched`, pageTenants).
    query.search ? sql`${tenant.id} in (select id from matched)` : undefined,
  );
}

/**
 * How many of the entity's tenants are past: those whose last contract ended in a month before the
 * current one, summed from the kept months (`tenant_end_months`), and those of the current month
 * whose end has passed, counted on the (entity, end) index: what the count costs, whatever the
 * number of past tenants.
 */
const pastCount = (entityId: number) => sql`((select coalesce(sum(k.tenants), 0) from ${tenantEndMonths} k
    where k.entity_id = ${entityId} and k.month < utc_month(now()))
  + (select count(*) from ${tenantFigures} tf where tf.entity_id = ${entityId}
    and tf.contracts_end >= (utc_month(now())::timestamp at time zone 'UTC') and tf.contracts_end < now()))::int`;

/**
 * How many tenants the filter keeps, as a column. Without a search or ids, from the kept counts:
 * all the entity's tenants (kept in `entity_counts`) less, for the active ones, the past ones
 * (pastCount). The inner "tenant" is the count's own.
 */
function countColumn(entityId: number, query: TenantListQuery, where: SQL | undefined): SQL<number> {
  if (query.search || query.ids || query.view === undefined)
    return sql<number>`(select count(*)::int from ${tenant} where ${where})`;
  if (query.view === 'OLD_TENANTS') return sql<number>`${pastCount(entityId)}`;
  return sql<number>`coalesce((select k.tenants from ${entityCounts} k where k.entity_id = ${entityId}), 0) - ${pastCount(entityId)}`;
}

/** A tenant's row as one JSON value (docs/performance.md "Rows as JSON"), its contract counts included. */
const tenantRow = jsonRow<TenantView>({ ...ownColumns, ...counts });

/**
 * One page of the entity's tenants (by name unless sorted) and how many the filter keeps, in one
 * statement (docs/performance.md "One statement per page"); a page past the last row reads the
 * count alone.
 */
export async function pageTenants(
  db: Reader,
  entityId: number,
  query: TenantListQuery,
): Promise<Page<TenantView>> {
  const where = pageFilter(entityId, query);
  const { offset, limit } = pageWindow(query);
  const order = query.order ?? 'asc';
  const ordering = pageOrder(SORT_COLUMNS[query.sort ?? 'name'], order, tenant.id);
  // A search by name with nothing else to filter (the selectors'): the page and its count come from
  // the matches alone, which hold their names.
  const onMatches =
    Boolean(query.search) &&
    query.view === undefined &&
    query.ids === undefined &&
    (query.sort ?? 'name') === 'name';
  const ids = onMatches
    ? sql`select id from matched order by name ${sql.raw(order)}, id ${sql.raw(order)}`
    : db
        .select({ id: tenant.id })
        .from(tenant)
        .where(where)
        .orderBy(...ordering);
  const total = (
    onMatches ? sql<number>`(select count(*)::int from matched)` : countColumn(entityId, query, where)
  ).mapWith(Number);
  // A search's matches, for the page and its count: named `matched`, which pageFilter reads.
  const reader = query.search
    ? db.with(
        db
          .$with('matched')
          .as(
            db
              .select({ id: sql<number>`m.id`.as('id'), name: sql<string>`m.name`.as('name') })
              .from(sql`${tenantsMatching(entityId, query.search)} as m`),
          ),
      )
    : db;
  const rows = await reader
    .select({ row: tenantRow, total })
    .from(tenant)
    .leftJoin(contractCounts, withCounts)
    .where(and(eq(tenant.entityId, entityId), inPageOf(tenant.id, ids, { limit, offset })))
    .orderBy(...ordering);
  const [first] = rows;
  if (first) return { items: rows.map(({ row }) => row), total: first.total };
  const [counted] = await reader.select({ total }).from(entity).where(eq(entity.id, entityId));
  return { items: [], total: counted?.total ?? 0 };
}

export async function findTenant(
  db: Reader,
  entityId: number,
  tenantId: number,
): Promise<TenantView | undefined> {
  const [found] = await db
    .select({ ...ownColumns, ...counts })
    .from(tenant)
    .leftJoin(contractCounts, withCounts)
    .where(and(eq(tenant.entityId, entityId), eq(tenant.id, tenantId)));
  return found;
}

/** The tenant's contracts, newest first, with their property. */
export async function tenantContracts(
  db: Reader,
  entityId: number,
  tenantId: number,
): Promise<TenantContractItem[]> {
  const rows = await db
    .select({
      id: contract.id,
      propertyId: contract.propertyId,
      name: property.name,
      propertyType: { id: propertyType.id, name: propertyType.name },
      ...addressColumns,
      startDate: contract.startDate,
      endDate: contract.endDate,
      amount: contract.amount,
      currency: currency.name,
      current: sql<boolean>`${contract.startDate} <= now() and ${contract.endDate} >= now()`,
    })
    .from(contractTenant)
    .innerJoin(contract, eq(contract.id, contractTenant.contractId))
    .innerJoin(property, eq(property.id, contract.propertyId))
    .innerJoin(propertyType, eq(propertyType.id, property.propertyTypeId))
    .innerJoin(currency, eq(currency.id, contract.currencyId))
    .leftJoin(address, eq(address.id, property.addressId))
    .leftJoin(city, eq(city.id, address.cityId))
    .leftJoin(country, eq(country.id, city.countryId))
    .where(and(eq(contractTenant.entityId, entityId), eq(contractTenant.tenantId, tenantId)))
    .orderBy(desc(contract.startDate), desc(contract.id));
  return rows.map((row) => ({
    id: row.id,
    propertyId: row.propertyId,
    property: {
      id: row.propertyId,
      name: row.name,
      propertyType: row.propertyType,
      address: toAddressView(row),
    },
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    amount: amountOf(row.amount),
    currency: row.currency,
    current: row.current,
  }));
}

/** How many of the ids are tenants of the entity. */
export async function countTenantsAmong(db: Reader, entityId: number, ids: number[]) {
  const found = await db
    .select({ id: tenant.id })
    .from(tenant)
    .where(and(eq(tenant.entityId, entityId), inArray(tenant.id, ids)));
  return found.length;
}
