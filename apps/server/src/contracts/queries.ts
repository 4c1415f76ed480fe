import {
  type ContractListFilter,
  type ContractListQuery,
  type ContractSort,
  type ContractView,
  contractTotal,
  type Page,
  pageWindow,
  retainedAmount,
} from '@arrenda/core';
import { type AnyColumn, and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { type AddressRow, addressColumns, toAddressView } from '../addresses/queries';
import type { Reader } from '../db/client';
import { frozen, isoText, jsonRow } from '../db/json-row';
import { amountOf, amountOrNull, fromCents, toCents } from '../db/money';
import { inPageOf, likePattern, pageOrder } from '../db/paging';
import { ENTITY_ID, type Param, preparedVariants, SEARCH_PATTERN } from '../db/prepared-queries';
import { intArray, queryRows } from '../db/raw';
import {
  address,
  city,
  contract,
  contractFigures,
  country,
  currency,
  property,
  propertyType,
} from '../db/schema';
import { contractsOfTenantsLike, propertiesLike } from '../db/search';
import { overviewStale, owedStale } from '../finance/kept-overview-queries';

/**
 * Midnight UTC of today's calendar day in Portugal: rent days (stored at noon UTC) before it are
 * those of earlier days (docs/domain.md: days are calendar days in Europe/Lisbon).
 */
const startOfToday = sql`((now() at time zone 'Europe/Lisbon')::date::timestamp at time zone 'UTC')`;

/**
 * What is owed on the contract's overdue rents, due on a day before today (docs/domain.md): per rent,
 * amount less retained tax less payments, never below 0 (an overpaid rent is no credit against
 * another one). Only the unpaid rents are read, through their partial index.
 */
const debt = sql<string>`(
  select coalesce(sum(r.amount_to_pay), 0)::text
  from rent r
  where r.entity_id = ${contract.entityId} and r.contract_id = ${contract.id}
    and r.amount_to_pay > 0 and r.payment_due_date < ${startOfToday}
)`;

const lastPaymentPeriod = sql<string | null>`(
  select max(r.payment_period_date) from rent r where r.contract_id = ${contract.id}
)`;

/** The contract's tenants by name, as JSON [{id, name}]. */
const tenants = sql<{ id: number; name: string }[]>`(
  select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name, t.id), '[]'::json)
  from contract_tenant ct join tenant t on t.id = ct.tenant_id
  where ct.contract_id = ${contract.id}
)`;

const columns = {
  id: contract.id,
  version: contract.version,
  entityId: contract.entityId,
  propertyId: contract.propertyId,
  propertyName: property.name,
  propertyType: { id: propertyType.id, name: propertyType.name },
  ...addressColumns,
  startDate: contract.startDate,
  endDate: contract.endDate,
  startDateRenegotiationPeriod: contract.startDateRenegotiationPeriod,
  endDateRenegotiationPeriod: contract.endDateRenegotiationPeriod,
  amount: contract.amount,
  extraAmount: contract.extraAmount,
  extraAmountDescription: contract.extraAmountDescription,
  currencyId: contract.currencyId,
  currency: currency.name,
  guarantee: contract.guarantee,
  taxableAmount: contract.taxableAmount,
  taxRetention: contract.taxRetention,
  taxRetentionPercentage: contract.taxRetentionPercentage,
  frequencyTypeId: contract.frequencyTypeId,
  frequencyValue: contract.frequencyValue,
  automaticRents: contract.automaticRents,
  rentDueDay: contract.rentDueDay,
  atContractNumber: contract.atContractNumber,
  debt,
  lastPaymentPeriod: isoText(lastPaymentPeriod),
  tenants,
  current: sql<boolean>`(${contract.startDate} <= now() and ${contract.endDate} >= now())`,
};

/** A contract's row as read (jsonRow): money as decimal text, instants as ISO text. */
interface Row extends AddressRow {
  id: number;
  version: number;
  entityId: number;
  propertyId: number;
  propertyName: string;
  propertyType: { id: number; name: string };
  startDate: string;
  endDate: string;
  startDateRenegotiationPeriod: string | null;
  endDateRenegotiationPeriod: string | null;
  amount: string;
  extraAmount: string | null;
  extraAmountDescription: string | null;
  currencyId: number;
  currency: string;
  guarantee: string | null;
  taxableAmount: string | null;
  taxRetention: boolean;
  taxRetentionPercentage: string | null;
  frequencyTypeId: number;
  frequencyValue: number;
  automaticRents: boolean;
  rentDueDay: number;
  atContractNumber: string | null;
  debt: string;
  lastPaymentPeriod: string | null;
  tenants: { id: number; name: string }[];
  current: boolean;
}

/** The row with its debt and last rent computed from the rents: what the kept figures are made of. */
const liveRow = jsonRow<Row>(columns);

/**
 * The contract's tenants as its kept figures hold them: the kept item's are the view's (a tenant's
 * edit marks the row); a row never computed yet reads them from the links.
 */
export const keptTenants = sql<
  { id: number; name: string }[]
>`coalesce((${contractFigures.item} -> 'tenants')::json, ${tenants})`;

/**
 * The row with its debt (what it owes) and latest rent period, which rents' writes keep exact, and
 * tenants as the contract's kept figures hold them (docs/domain.md "Kept figures"): the pages read
 * them, after the rows they need are brought up to date.
 */
const keptFields = {
  ...columns,
  debt: contractFigures.owed,
  lastPaymentPeriod: isoText(contractFigures.lastPaymentPeriod),
  tenants: keptTenants,
};
const keptRow = jsonRow<Row>(keptFields);

/** A contract's amounts as a row reads them (decimal text). */
export type AmountsRow = Pick<
  Row,
  'amount' | 'extraAmount' | 'taxableAmount' | 'taxRetention' | 'taxRetentionPercentage'
>;

/** A contract's amounts and those derived from them, computed in cents (docs/domain.md). */
export function contractAmounts(row: AmountsRow) {
  const amount = amountOf(row.amount);
  const extraAmount = amountOrNull(row.extraAmount);
  const taxableAmount = amountOrNull(row.taxableAmount) ?? amount;
  const percentage = amountOrNull(row.taxRetentionPercentage);
  const totalAmount = contractTotal(amount, extraAmount);
  const retained = retainedAmount(row.taxRetention, taxableAmount, percentage);
  const amountAfterTaxes = fromCents(toCents(totalAmount) - toCents(retained));
  return { amount, extraAmount, taxableAmount, percentage, totalAmount, retained, amountAfterTaxes };
}

/** The view of docs/product.md#records-and-fields, with the derived amounts computed in cents (docs/domain.md). */
function toContractView(row: Row): ContractView {
  const { amount, extraAmount, taxableAmount, percentage, totalAmount, retained, amountAfterTaxes } =
    contractAmounts(row);
  return {
    id: row.id,
    version: row.version,
    entityId: row.entityId,
    propertyId: row.propertyId,
    property: {
      id: row.propertyId,
      name: row.propertyName,
      propertyType: row.propertyType,
      propertyTypeId: row.propertyType.id,
      address: toAddressView(row),
    },
    startDate: row.startDate,
    endDate: row.endDate,
    startDateRenegotiationPeriod: row.startDateRenegotiationPeriod,
    endDateRenegotiationPeriod: row.endDateRenegotiationPeriod,
    tenants: row.tenants,
    amount,
    extraAmount,
    extraAmountDescription: row.extraAmountDescription,
    currencyId: row.currencyId,
    currency: row.currency,
    guarantee: amountOrNull(row.guarantee),
    taxableAmount,
    taxRetention: row.taxRetention,
    taxRetentionPercentage: percentage,
    frequencyTypeId: row.frequencyTypeId,
    frequencyValue: row.frequencyValue,
    automaticRents: row.automaticRents,
    rentDueDay: row.rentDueDay,
    atContractNumber: row.atContractNumber,
    totalAmount,
    retainedAmount: retained,
    amountAfterTaxes,
    untaxedAmount: fromCents(toCents(totalAmount) - toCents(taxableAmount)),
    debt: amountOf(row.debt),
    lastPaymentPeriod: row.lastPaymentPeriod,
    current: row.current,
  };
}

/**
 * The contract and what its row reads: its property (type, address), currency and kept overview
 * row (its debt and tenants).
 */
const CONTRACT_JOINS = frozen(sql`${contract}
  inner join ${property} on ${property.id} = ${contract.propertyId}
  inner join ${propertyType} on ${propertyType.id} = ${property.propertyTypeId}
  inner join ${currency} on ${currency.id} = ${contract.currencyId}
  left join ${address} on ${address.id} = ${property.addressId}
  left join ${city} on ${city.id} = ${address.cityId}
  left join ${country} on ${country.id} = ${city.countryId}
  left join ${contractFigures} on ${contractFigures.contractId} = ${contract.id}`);

/** The contract's row (live or kept) and any `more` columns, from the contract and its joins. */
const joined = <More extends SelectedFields>(db: Reader, row: SQL<Row>, more: More) =>
  db.select({ contractRow: row, ...more }).from(CONTRACT_JOINS);

function selectContracts(db: Reader, where: SQL | undefined) {
  return joined(db, liveRow, {}).where(where).orderBy(desc(contract.startDate), asc(contract.id));
}

/**
 * The list's filter (docs/product.md#screens-and-routes, docs/domain.md): Active ends today or later, Expired ended
 * before today (days in Portugal), In Debt owes on an overdue rent (what the kept row owes, so the
 * entity's rows a contract's write or the clock left out of date are brought up to date first);
 * and a search in the property (name, tax code, address) and the tenants' names and tax numbers. It
 * reads the contract table alone.
 */
function pageFilter(
  entityId: Param<number>,
  query: ContractListQuery,
  figuresJoined = false,
  pattern: Param<string> | undefined = query.search ? likePattern(query.search) : undefined,
): SQL | undefined {
  const filters: Record<ContractListFilter, SQL> = {
    ACTIVE: gte(contract.endDate, startOfToday),
    EXPIRED: lt(contract.endDate, startOfToday),
    // With the kept rows joined (sorting on debt or tenants), on them: the (entity, owed) index
    // then gives the page in the debt order and stops after it.
    IN_DEBT: figuresJoined
      ? sql`${contractFigures.owed} > 0`
      : sql`${contract.id} in (select f.contract_id from ${contractFigures} f
      where f.entity_id = ${entityId} and f.owed > 0)`,
  };
  return and(
    eq(contract.entityId, entityId),
    query.filter ? filters[query.filter] : undefined,
    pattern === undefined
      ? undefined
      : sql`(${contract.propertyId} in ${propertiesLike(entityId, pattern)}
        or ${contract.id} in ${contractsOfTenantsLike(entityId, pattern)})`,
  );
}

const SORT_COLUMNS: Record<ContractSort, SQL | AnyColumn> = {
  property: sql`${property.sortName}`,
  tenants: contractFigures.tenantSort,
  start: contract.startDate,
  amount: sql`${contract.amount} + coalesce(${contract.extraAmount}, 0)`,
  debt: contractFigures.owed,
};

/** The sorts read on the kept overview rows, which the page's ids are then chosen joined to. */
const sortsOnFigures = (sort: ContractSort) => sort === 'tenants' || sort === 'debt';

/**
 * The ids of a page, in order, joining only what the sort reads: the default order walks the
 * (entity, start, id) index backward and stops after the page; the rows' columns are read after,
 * for those ids alone.
 */
function pageIds(db: Reader, where: SQL | undefined, sort: ContractSort, order: 'asc' | 'desc') {
  const ids = db.select({ id: contract.id }).from(contract);
  const joinedForSort =
    sort === 'property'
      ? ids.innerJoin(property, eq(property.id, contract.propertyId))
      : sortsOnFigures(sort)
        ? // Every contract has its row (written with the contract): an inner join lets the
          // figures' index give the order.
          ids.innerJoin(
            contractFigures,
            and(eq(contractFigures.contractId, contract.id), eq(contractFigures.entityId, contract.entityId)),
          )
        : ids;
  return joinedForSort.where(where).orderBy(...pageOrder(SORT_COLUMNS[sort], order, contract.id));
}

/**
 * What a page must check before its kept rows are read (`readRefreshed`): its own rows always, on
 * what it reads of them, what they owe (kept exact by the rents' writes, so a payment does not make
 * the page read twice) and their tenants, both until `owedValidUntil`; what every contract of the
 * entity owes for the debt filter or sort, which choose among every row by it (`owedStale`); the
 * whole entity for the tenants' sort, whose sort names only a refresh brings.
 */
function staleCheck(entityId: Param<number>, query: ContractListQuery, sort: ContractSort) {
  const own = sql<boolean>`coalesce(${contractFigures.owedValidUntil} <= now(), true)`;
  const entity =
    sort === 'tenants'
      ? overviewStale(entityId)
      : query.filter === 'IN_DEBT' || sort === 'debt'
        ? owedStale(entityId)
        : undefined;
  if (!entity) return { own, entity: sql<boolean>`false` };
  return { own: sql<boolean>`(${entity} or ${own})`, entity: sql<boolean>`${entity}` };
}

/** The month of today (days in Portugal), as the kept end months are keyed, and its first instant. */
const thisMonth = sql`utc_month(${startOfToday})`;
const thisMonthStart = sql`(${thisMonth}::timestamp at time zone 'UTC')`;
const nextMonthStart = sql`((${thisMonth} + interval '1 month') at time zone 'UTC')`;

/**
 * The entity's contracts counted from the kept months they end in (`contract_end_months`): those of
 * the months after or before the current one summed, the current month's counted one by one. What a
 * count without a search costs, whatever the number of contracts.
 */
function keptEndCount(entityId: Param<number>, filter: Exclude<ContractListFilter, 'IN_DEBT'> | undefined) {
  const months = (which: SQL) =>
    sql`(select coalesce(sum(k.contracts), 0) from contract_end_months k where k.entity_id = ${entityId} ${which})`;
  const thisMonthsEnding = (from: SQL, to: SQL) =>
    sql`(select count(*) from contract c where c.entity_id = ${entityId} and c.end_date >= ${from} and c.end_date < ${to})`;
  if (filter === 'ACTIVE')
    return sql`(${months(sql`and k.month > ${thisMonth}`)} + ${thisMonthsEnding(startOfToday, nextMonthStart)})::int`;
  if (filter === 'EXPIRED')
    return sql`(${months(sql`and k.month < ${thisMonth}`)} + ${thisMonthsEnding(thisMonthStart, startOfToday)})::int`;
  return sql`${months(sql``)}::int`;
}

/**
 * How many contracts the filter keeps. Without a search: the contracts in debt are counted on the
 * (entity, owed) index of their kept rows alone (every contract has its row), the others from the
 * kept months they end in.
 */
function pageTotal(entityId: Param<number>, query: ContractListQuery, where: SQL | undefined) {
  const counted = query.search
    ? // The inner "contract" is the count's own: a name binds to the nearest FROM that has it.
      sql`(select count(*)::int from ${contract} where ${where})`
    : query.filter === 'IN_DEBT'
      ? sql`(select count(*)::int from ${contractFigures} f where f.entity_id = ${entityId} and f.owed > 0)`
      : keptEndCount(entityId, query.filter);
  return sql<number>`${counted}`.mapWith(Number);
}

/** The contract list's sort and order, the product's defaults filled in. */
const sortOf = (query: ContractListQuery) => ({
  sort: query.sort ?? 'start',
  order: query.order ?? (query.sort === undefined ? 'desc' : 'asc'),
});

/**
 * A page of the entity's contracts for the query's variant, the entity and the search's pattern as
 * placeholders: the page's ids chosen as pageIds says, their rows joined and ordered again by the
 * same keys, the count and the check beside each row.
 */
function pageQuery(db: Reader, query: ContractListQuery, pattern: Param<string> | undefined) {
  const { offset, limit } = pageWindow(query);
  const { sort, order } = sortOf(query);
  const where = pageFilter(ENTITY_ID, query, false, pattern);
  const ids = pageIds(db, pageFilter(ENTITY_ID, query, sortsOnFigures(sort), pattern), sort, order);
  const total = pageTotal(ENTITY_ID, query, where);
  const check = staleCheck(ENTITY_ID, query, sort);
  return joined(db, keptRow, { total, stale: check.own })
    .where(and(eq(contract.entityId, ENTITY_ID), inPageOf(contract.id, ids, { limit, offset })))
    .orderBy(...pageOrder(SORT_COLUMNS[sort], order, contract.id));
}

const pageStatements = preparedVariants(pageQuery);

/**
 * The prepared statement of the query's variant (filter, search or not, sort, order, window), built
 * once per database (docs/performance.md "Statements written once").
 */
function pageStatement(db: Reader, query: ContractListQuery) {
  const { offset, limit } = pageWindow(query);
  const { sort, order } = sortOf(query);
  const pattern = query.search ? SEARCH_PATTERN : undefined;
  const key = `${query.filter ?? ''}/${pattern ? 'search' : ''}/${sort}/${order}/${limit}/${offset}`;
  return pageStatements(db, key, query, pattern);
}

/**
 * One page of the entity's contracts (newest first unless sorted), how many the filter keeps, and
 * whether the kept overview rows the page reads wait for a refresh (`staleCheck`), in one statement
 * (docs/performance.md "One statement per page"; pageStatement). A page past the last row has none
 * to carry them, and they are then read on their own.
 */
export async function pageContracts(
  db: Reader,
  entityId: number,
  query: ContractListQuery,
): Promise<Page<ContractView> & { stale: boolean }> {
  const rows = await pageStatement(db, query).execute({
    entityId,
    pattern: query.search ? likePattern(query.search) : undefined,
  });
  const [first] = rows;
  if (first)
    return {
      items: rows.map(({ contractRow }) => toContractView(contractRow)),
      total: first.total,
      stale: rows.some((row) => row.stale),
    };
  // Past the last row no row of the page waits: only a check of the whole entity is left to read.
  const check = staleCheck(entityId, query, sortOf(query).sort);
  const [counted] = await db
    .select({ total: count(), stale: check.entity })
    .from(contract)
    .where(pageFilter(entityId, query));
  return { items: [], total: counted?.total ?? 0, stale: counted?.stale ?? false };
}

/**
 * The contracts of some ids, as one array parameter: one statement (and one kept plan) for any
 * number of them, where `in (…)` writes one parameter per id.
 */
const idsAmong = (ids: readonly number[]) => sql`${contract.id} = any(${intArray(ids)})`;

export type ContractFilter =
  | { all: true }
  | { active: true }
  | { propertyId: number }
  | { contractId: number }
  | { ids: number[] };

const filterOf = (filter: ContractFilter) => {
  if ('active' in filter) return gte(contract.endDate, sql`now()`);
  if ('propertyId' in filter) return eq(contract.propertyId, filter.propertyId);
  if ('contractId' in filter) return eq(contract.id, filter.contractId);
  if ('ids' in filter) return idsAmong(filter.ids);
  return undefined;
};

/** The entity's contracts, newest first; "active" keeps the product's meaning (endDate >= now). */
export async function listContracts(
  db: Reader,
  entityId: number,
  filter: ContractFilter,
): Promise<ContractView[]> {
  const rows = await selectContracts(db, and(eq(contract.entityId, entityId), filterOf(filter)));
  return rows.map(({ contractRow }) => toContractView(contractRow));
}

/**
 * For a statement that reads contracts beside its own rows: the contract and its joins, to be
 * joined as one group (`left join (…) on "contract"."id" = …`).
 */
export const contractJoins = CONTRACT_JOINS;

/**
 * Whether the contract is the entity's, under the property, as a condition a statement can carry
 * (the rent page checks it in its own statement).
 */
export const contractIsOnProperty = (
  entityId: Param<number>,
  propertyId: Param<number>,
  contractId: Param<number>,
) =>
  sql<boolean>`exists (select 1 from ${contract} c where c.id = ${contractId} and c.entity_id = ${entityId}
    and c.property_id = ${propertyId})`;

/** Whether the contract is the entity's, under the property. */
export async function contractOnProperty(
  db: Reader,
  entityId: number,
  propertyId: number,
  contractId: number,
) {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select ${contractIsOnProperty(entityId, propertyId, contractId)} as found`,
  );
  return row?.found === true;
}
