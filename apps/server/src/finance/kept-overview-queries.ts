import type { ContractView, OverviewContract, OverviewSort, OverviewTotalsAnswer } from '@arrenda/core';
import { sumMoney, UPDATE_NOTICE_DAYS, UPDATE_PROPOSAL_DAYS } from '@arrenda/core';
import { and, eq, inArray, max, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { amountOf } from '../db/money';
import type { Param } from '../db/prepared-queries';
import { intArray, queryRows } from '../db/raw';
import { contract } from '../db/schema';
import { contractsOfTenantsMatching, propertiesMatching } from '../db/search';

/**
 * Midnight in Lisbon starting the calendar day `day` (an SQL date expression): the overview counts
 * days as the landlord's calendar in Portugal does (docs/domain.md "Entity overview and finance summary").
 */
const lisbonMidnight = (day: string) => `((${day})::timestamp at time zone 'Europe/Lisbon')`;
const storedDay = (column: string) => `(${column} at time zone 'UTC')::date`;

/**
 * The next instant the clock makes one of the contract's owed rents overdue (the midnight after its
 * due day), and so changes its debt; null when none is left to fall due.
 */
const NEXT_OVERDUE = `(select ${lisbonMidnight(`${storedDay('min(r.payment_due_date)')} + 1`)}
  from rent r
  where r.entity_id = c.entity_id and r.contract_id = c.id and r.amount_to_pay > 0
    and r.payment_due_date >= ((k.at at time zone 'Europe/Lisbon')::date::timestamp at time zone 'UTC'))`;

/** The day of the latest rent of the contract's history: its statutory update counts a year from it. */
const LATEST_RENT_CHANGE = '(select max(h.effective_date) from contract_rent h where h.contract_id = c.id)';

/**
 * The next instant after `k.at` the clock changes a contract's overview row, with nothing written: it starts or
 * ends (current), an end or renegotiation date comes 60 or 30 days near or passes (actions), its
 * rent's statutory update comes 60 days near or would fall in a year without a coefficient yet (a
 * letter's 30 days reaching into January), an unpaid rent falls overdue, a new month begins (missing
 * rents, and the year of the retained tax).
 */
const VALID_UNTIL = sql.raw(`least(
  case when c.start_date > k.at then c.start_date end,
  case when c.end_date >= k.at then c.end_date + interval '1 microsecond' end,
  (select min(t) from (values
    (${lisbonMidnight(`${storedDay('c.end_date')} - 60`)}),
    (${lisbonMidnight(`${storedDay('c.end_date')} + 1`)}),
    (${lisbonMidnight(`${storedDay('c.start_date_renegotiation_period')} - 30`)}),
    (${lisbonMidnight(storedDay('c.start_date_renegotiation_period'))}),
    (${lisbonMidnight(`${storedDay('c.end_date_renegotiation_period')} + 1`)}),
    (${lisbonMidnight(`(${storedDay(LATEST_RENT_CHANGE)} + interval '1 year')::date - ${UPDATE_PROPOSAL_DAYS}`)}),
    (${lisbonMidnight(`make_date(extract(year from k.at at time zone 'Europe/Lisbon')::int + 1, 1, 1) - ${UPDATE_NOTICE_DAYS - 1}`)})
  ) as v(t) where t > k.at),
  ${NEXT_OVERDUE},
  (date_trunc('month', k.at at time zone 'UTC') + interval '1 month') at time zone 'UTC'
)`);

/** Until when what it owes stays exact with nothing written (docs/domain.md "Kept figures"). */
const OWED_VALID_UNTIL = sql.raw(`coalesce(${NEXT_OVERDUE}, 'infinity')`);

/**
 * When each contract's overview row and its debt next expire (VALID_UNTIL, OWED_VALID_UNTIL), as
 * text, seen from `at`: the database's clock before its figures were read, so that a day or instant
 * the clock passes meanwhile expires the row at once rather than being skipped.
 */
export async function validUntil(db: Db, ids: readonly number[], at: string) {
  const rows = await queryRows<{ id: number; valid_until: string; owed_valid_until: string }>(
    db,
    sql`select c.id, (${VALID_UNTIL})::text as valid_until, (${OWED_VALID_UNTIL})::text as owed_valid_until
      from contract c, (select ${at}::timestamptz as at) k
      where c.id = any(${intArray(ids)})`,
  );
  return new Map(rows.map(({ id, ...until }) => [id, until]));
}

/** Per property, the start of its latest contract: an ended contract with a later one needs nothing. */
export async function latestStarts(db: Db, entityId: number, contracts: readonly ContractView[]) {
  const properties = [...new Set(contracts.map((item) => item.propertyId))];
  const rows = await db
    .select({ propertyId: contract.propertyId, latest: max(contract.startDate) })
    .from(contract)
    .where(and(eq(contract.entityId, entityId), inArray(contract.propertyId, properties)))
    .groupBy(contract.propertyId);
  return new Map(rows.map((row) => [row.propertyId, row.latest?.toISOString() ?? '']));
}

/**
 * The tax a contract retains on each rent (docs/domain.md "Tenants and contracts"), in SQL so that
 * its sums stay exact numerics: the period summary's footer totals the contracts' net amounts.
 */
const CONTRACT_RETAINED = sql.raw(`case when c.tax_retention
  then round(coalesce(c.taxable_amount, c.amount) * coalesce(c.tax_retention_percentage, 0) / 100, 2) else 0 end`);

/** A computed overview row, as `writeOverviewRows` writes it. */
export interface OverviewRowValues {
  contract_id: number;
  revision: number | undefined;
  valid_until: string | undefined;
  owed_valid_until: string | undefined;
  shown: boolean;
  current: boolean;
  needs_action: boolean;
  first_action_date: string;
  debt: number;
  retained_year: number;
  missing: number;
  last_period: string | null;
  tenant_sort: string;
  item: OverviewContract;
}

/**
 * Writes the computed rows, each only when no write has marked it again since it was read (its
 * revision is still the one read).
 */
export async function writeOverviewRows(db: Db, rows: readonly OverviewRowValues[]) {
  await db.execute(sql`
    update contract_figures f set
      valid_until = v.valid_until, owed_valid_until = v.owed_valid_until, shown = v.shown,
      current = v.current, needs_action = v.needs_action, first_action_date = v.first_action_date,
      debt = v.debt, owed = v.debt, retained_year = v.retained_year,
      missing = v.missing, last_period = v.last_period, sort_name = p.sort_name,
      tenant_sort = v.tenant_sort, item = v.item, currency = v.item->>'currency',
      currency_id = c.currency_id, start_month = utc_month(c.start_date), end_month = utc_month(c.end_date),
      total = c.amount + coalesce(c.extra_amount, 0),
      net = c.amount + coalesce(c.extra_amount, 0) - ${CONTRACT_RETAINED}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(
      contract_id int, revision int, valid_until timestamptz, owed_valid_until timestamptz, shown boolean,
      current boolean, needs_action boolean, first_action_date text, debt numeric, retained_year numeric, missing int,
      last_period timestamptz, tenant_sort text, item jsonb)
      join contract c on c.id = v.contract_id
      join property p on p.id = c.property_id
    where f.contract_id = v.contract_id and f.revision = v.revision`);
}

/**
 * Whether some of the entity's rows wait for a refresh (a write marked them or the clock passed
 * them), as a column a page's own statement carries: a page then costs one statement when nothing
 * changed, and is read again after the refresh when something did.
 */
export const overviewStale = (entityId: Param<number>) =>
  sql`exists (select 1 from contract_figures where entity_id = ${entityId} and valid_until <= now())`;

/**
 * Whether what some of the entity's contracts owe, or what their rows hold of the contracts
 * themselves, waits for a refresh: only the clock (an owed rent falling overdue), a contract's
 * write and rows never computed leave them out of date, since a rent's write keeps `owed` exact.
 */
export const owedStale = (entityId: Param<number>) =>
  sql`exists (select 1 from contract_figures where entity_id = ${entityId} and owed_valid_until <= now())`;

/**
 * The rows of `rows` with the check (`overviewStale` or `owedStale`) beside each, and one row of
 * nulls but the check when `rows` has none: a caller keeps the rows whose own columns are not null.
 */
export const besideStaleCheck = (check: SQL, rows: SQL) =>
  sql`select x.*, k.stale from (select ${check} as stale) k left join lateral (${rows}) x on true`;

/**
 * Up to `limit` of the entity's rows that a write marked or the clock has passed, with their
 * revision and the database's clock as they were read (`validUntil` sees their instants from it).
 */
export const staleOverviewRows = (db: Db, entityId: number, limit: number) =>
  queryRows<{ contract_id: number; revision: number; at: string }>(
    db,
    sql`select contract_id, revision, now()::text as at from contract_figures
        where entity_id = ${entityId} and valid_until <= now()
        order by contract_id limit ${limit}`,
  );

/** A search in the row's property (name, tax code, address) and its tenants, ignoring case. */
function searchFilter(entityId: number, search: string | undefined): SQL {
  if (!search) return sql``;
  return sql`and (f.contract_id in (select c.id from contract c
      where c.entity_id = ${entityId} and c.property_id in ${propertiesMatching(entityId, search)})
    or f.contract_id in ${contractsOfTenantsMatching(entityId, search)})`;
}

const SORT_COLUMNS: Record<OverviewSort, string> = {
  action: 'f.first_action_date',
  property: 'f.sort_name',
  tenants: 'f.tenant_sort',
  debt: 'f.debt',
  retained: 'f.retained_year',
  lastRent: 'f.last_period',
};

export interface OverviewPage {
  sort: OverviewSort;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

function orderOf(page: OverviewPage): SQL {
  // Ties follow the sort's direction, and only the last rent can be empty (last either way): the
  // (entity, shown, column, contract) indexes give a page in either direction (docs/domain.md).
  const order = page.order === 'desc' ? 'desc' : 'asc';
  const direction = page.sort === 'lastRent' ? `${order} nulls last` : order;
  const then = page.sort === 'action' ? `, f.sort_name ${order}` : '';
  return sql.raw(
    `order by ${SORT_COLUMNS[page.sort]} ${direction}${then}, f.contract_id ${order} limit ${page.limit} offset ${page.offset}`,
  );
}

/**
 * The overview's rows, all of them in the default order, or only those needing an action (the
 * reminders); kept, so read as they are.
 */
export async function overviewRows(
  db: Db,
  entityId: number,
  { actionsOnly = false }: { actionsOnly?: boolean } = {},
): Promise<OverviewContract[]> {
  const rows = await queryRows<{ item: OverviewContract }>(
    db,
    sql`select f.item from contract_figures f
      where f.entity_id = ${entityId} and f.shown ${actionsOnly ? sql`and f.needs_action` : sql``}
      order by f.first_action_date, f.sort_name, f.contract_id`,
  );
  return rows.map((row) => row.item);
}

/** How many rows the overview lists: the count kept with the entity's totals, or with a search, how many match. */
const overviewCount = (entityId: number, search?: string) =>
  search
    ? sql`select count(*)::int from contract_figures f
      where f.entity_id = ${entityId} and f.shown ${searchFilter(entityId, search)}`
    : sql`select coalesce(sum(listed), 0)::int from overview_totals where entity_id = ${entityId}`;

/**
 * A page of the overview, how many rows it lists and whether its rows wait for a refresh, in one
 * statement (docs/performance.md "One statement per page"): the page joined to a one-row select of
 * the other two, so that an empty page still answers them.
 */
export async function overviewPage(db: Db, entityId: number, search: string | undefined, page: OverviewPage) {
  const found = await queryRows<{ item: OverviewContract | null; total: number; stale: boolean }>(
    db,
    sql`select x.item, k.total, k.stale
      from (select (${overviewCount(entityId, search)}) as total, ${overviewStale(entityId)} as stale) k
      left join lateral (select f.item from contract_figures f
        where f.entity_id = ${entityId} and f.shown ${searchFilter(entityId, search)}
        ${orderOf(page)}) x on true`,
  );
  return {
    items: found.flatMap((row) => (row.item === null ? [] : [row.item])),
    total: found[0]?.total ?? 0,
    stale: found[0]?.stale ?? false,
  };
}

/**
 * The entity's totals over the overview's rows, with the amounts per currency: read from the
 * totals the database keeps as the rows change (drizzle/0022_overview_totals.sql), not summed over
 * the rows.
 */
export async function overviewTotals(
  db: Db,
  entityId: number,
): Promise<{ totals: OverviewTotalsAnswer; stale: boolean }> {
  // A row per currency beside whether the rows wait for a refresh (`readRefreshed`), that one even
  // when no currency is listed.
  const found = await queryRows<{
    currency: string | null;
    debt: string;
    retained: string;
    missing: number;
    actions: number;
    current: number;
    stale: boolean;
  }>(
    db,
    besideStaleCheck(
      overviewStale(entityId),
      sql`select currency, debt::text as debt, retained::text as retained, missing, actions, current
      from overview_totals
      where entity_id = ${entityId} and listed <> 0
      order by currency`,
    ),
  );
  const rows = found.flatMap((row) => (row.currency === null ? [] : [{ ...row, currency: row.currency }]));
  const byCurrency = rows.map((row) => ({
    currency: row.currency,
    debt: amountOf(row.debt),
    retainedAmountYear: amountOf(row.retained),
  }));
  const totals = {
    debt: sumMoney(byCurrency.map((row) => row.debt)),
    retainedAmountYear: sumMoney(byCurrency.map((row) => row.retainedAmountYear)),
    missingRents: rows.reduce((sum, row) => sum + row.missing, 0),
    actionsRequired: rows.reduce((sum, row) => sum + row.actions, 0),
    currentContracts: rows.reduce((sum, row) => sum + row.current, 0),
    byCurrency,
  };
  return { totals, stale: found[0]?.stale ?? false };
}

/** The entities with kept figures (overview or property rows) the clock has passed. */
export const entitiesWithExpiredFigures = (db: Db) =>
  queryRows<{ entity_id: number }>(
    db,
    sql`select distinct entity_id from contract_figures where valid_until <= now()
      union select distinct entity_id from property_figures where valid_until <= now()`,
  );
