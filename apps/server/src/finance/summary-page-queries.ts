import type { FinanceSummaryPageQuery, SummarySort } from '@arrenda/core';
import { type SQL, sql } from 'drizzle-orm';
import { contractJoins } from '../contracts/queries';
import type { Db } from '../db/client';
import { pageWindowSql } from '../db/paging';
import { queryRows } from '../db/raw';
import { contract, contractFigures } from '../db/schema';
import { contractsOfTenantsMatching, propertiesMatching } from '../db/search';
import { owedStale } from './kept-overview-queries';
import type { PeriodMonths } from './period-months';
import { type PageContractColumns, pageContractColumns } from './summary-page-contract-queries';

const overlaps = (from: Date, to: Date) => sql`c.start_date < ${to} and c.end_date >= ${from}`;

/** Some property's expenses dated in [from, to) exist ("p" the property). */
const hasExpenses = (entityId: number, from: Date, to: Date) => sql`exists (select 1 from expense e
  where e.entity_id = ${entityId} and e.property_id = p.id and e.date >= ${from} and e.date < ${to})`;

/** No contract of the property "p" overlaps [from, to). */
const noContract = (entityId: number, from: Date, to: Date) => sql`not exists (select 1 from contract c
  where c.entity_id = ${entityId} and c.property_id = p.id and ${overlaps(from, to)})`;

/**
 * The period's rows (docs/product.md#records-and-fields): a contract overlapping its months, or a property with
 * expenses dated in them and no such contract.
 */
const rowsOfPeriod = (entityId: number, from: Date, to: Date) => sql`
  select c.property_id, c.id as contract_id, c.start_date, c.end_date
  from contract c
  where c.entity_id = ${entityId} and ${overlaps(from, to)}
  union all
  select p.id, null, null, null
  from property p
  where p.entity_id = ${entityId} and ${hasExpenses(entityId, from, to)} and ${noContract(entityId, from, to)}`;

/** A search in the row's property (name, tax code, address) and its contract's tenants. */
function searchFilter(entityId: number, search: string | undefined): SQL {
  if (!search) return sql``;
  return sql`and (r.property_id in ${propertiesMatching(entityId, search)}
    or r.contract_id in ${contractsOfTenantsMatching(entityId, search)})`;
}

/**
 * The sorts; what a contract owes is read from its kept overview row for the rows that need it (the
 * whole kept table is wide: joining it to every contract of the period would read all of it).
 */
const SORT_COLUMNS: Record<SummarySort, string> = {
  property: 'p.sort_name',
  end: 'r.end_date',
  debt: 'coalesce((select f.owed from contract_figures f where f.contract_id = r.contract_id), 0)',
};

/** The default order without a search: the page is found by walking the properties by name. */
const walksProperties = (query: FinanceSummaryPageQuery) =>
  !query.search && (query.sort ?? 'property') === 'property';

/**
 * A page in the property order, the properties walked in their (entity, sort name, id) index with
 * each one's rows beside it, stopping after the page: it reads the page's properties, not every
 * contract of the period. Its latest contract first, as the other orders keep a property's rows.
 */
const walkedPage = (
  entityId: number,
  from: Date,
  to: Date,
  order: 'asc' | 'desc',
  limit: number,
  offset: number,
) => sql`
  select x.property_id, x.contract_id
  from property p
  cross join lateral (
    select c.property_id, c.id as contract_id, c.start_date
    from contract c
    where c.entity_id = ${entityId} and c.property_id = p.id and ${overlaps(from, to)}
    union all
    select p.id, null, null
    where ${hasExpenses(entityId, from, to)} and ${noContract(entityId, from, to)}
  ) x
  where p.entity_id = ${entityId}
  order by p.sort_name ${sql.raw(order)}, p.id ${sql.raw(order)}, x.start_date desc nulls last, x.contract_id
  ${pageWindowSql(limit, offset)}`;

/** The entity's revision of its contracts and expenses: 0 before any was written. */
const revisionOf = (entityId: number) =>
  sql`coalesce((select r.revision from expense_only_revision r where r.entity_id = ${entityId}), 0)`;

/**
 * How many rows the period has without a search: its contracts from the kept period totals (those
 * started by its last month less those ended before its first, as the footer counts them), and the
 * properties with expenses in it and no contract, kept per period (`period_expense_only`) while no
 * contract or expense of the entity changed, else counted (reading every property of the entity)
 * and handed back with the revision it holds at, for keepExpenseOnly to store.
 */
const keptCount = (entityId: number, { first, last, from, to }: PeriodMonths) => sql`
  select t.contracts + coalesce(k.kept, x.counted) as total, coalesce(k.kept, x.counted) as expense_only,
    k.kept is null as counted, k.revision, t.unfolded
  from (select coalesce(sum(started) filter (where month <= ${`${last}-01`}), 0)
        - coalesce(sum(ended) filter (where month < ${`${first}-01`}), 0) as contracts,
      -- The rows beyond one per currency and month, the pairs told apart as one integer each
      -- (the month's day number above any currency id): PostgreSQL compares those far faster
      -- than pairs of columns (docs/performance.md "The finance summary's count").
      count(*) - count(distinct (month - date '2000-01-01')::int8 * 2147483648 + currency_id) as unfolded
    from period_totals where entity_id = ${entityId}) t
  cross join (select
      (select o.properties from period_expense_only o
        where o.entity_id = ${entityId} and o.first_month = ${`${first}-01`} and o.last_month = ${`${last}-01`}
          and o.revision = ${revisionOf(entityId)}) as kept,
      ${revisionOf(entityId)} as revision) k
  left join lateral (select count(*) as counted from property p
    where k.kept is null and p.entity_id = ${entityId}
      and ${hasExpenses(entityId, from, to)} and ${noContract(entityId, from, to)}) x on true`;

/**
 * Keeps the count of the period's properties with expenses and no contract, as counted at
 * `revision`; a count of a later revision already kept stays.
 */
export async function keepExpenseOnly(
  db: Db,
  entityId: number,
  { first, last }: Pick<PeriodMonths, 'first' | 'last'>,
  revision: number,
  properties: number,
) {
  await db.execute(sql`insert into period_expense_only as o (entity_id, first_month, last_month, revision, properties)
    values (${entityId}, ${`${first}-01`}, ${`${last}-01`}, ${revision}, ${properties})
    on conflict (entity_id, first_month, last_month) do update
      set revision = excluded.revision, properties = excluded.properties
      where o.revision < excluded.revision`);
}

interface CountRow {
  total: number;
  expense_only: number | null;
  counted: boolean;
  revision: number;
  /** Rows of differences of the kept period totals not yet folded into one per month. */
  unfolded: number;
}

interface PageRow {
  property_id: number;
  contract_id: number | null;
}

/**
 * The rows of one page of the period summary, chosen and ordered in SQL, with what each row's
 * contract shows (pageContractColumns), how many rows the period has (with a search, how many
 * match) and whether the kept overview rows wait for a refresh, in one statement: the page joined
 * to a one-row select of the other two, so that an empty page still answers them. The kept rows it reads are the page's own (their rent to pay) and, for its
 * count and its sort by debt, every contract's months and what it owes: those a contract's write
 * or the clock left out of date (`owedStale`), not every row a payment marked.
 */
export async function periodPage(
  db: Db,
  entityId: number,
  query: FinanceSummaryPageQuery,
  { first, last, from, to }: PeriodMonths,
  { offset, limit }: { offset: number; limit: number },
) {
  const order = query.order === 'desc' ? 'desc' : 'asc';
  const direction = `${order} nulls last`;
  const search = searchFilter(entityId, query.search || undefined);
  const page = walksProperties(query)
    ? walkedPage(entityId, from, to, order, limit, offset)
    : sql`select r.property_id, r.contract_id from (${rowsOfPeriod(entityId, from, to)}) r
        join property p on p.id = r.property_id
        where true ${search}
        order by ${sql.raw(`${SORT_COLUMNS[query.sort ?? 'property']} ${direction}`)}, r.property_id ${sql.raw(order)},
          r.start_date desc nulls last, r.contract_id
        ${pageWindowSql(limit, offset)}`;
  const count = query.search
    ? sql`select count(*)::int as total, null::int as expense_only, false as counted, 0 as revision,
        0 as unfolded
      from (${rowsOfPeriod(entityId, from, to)}) r where true ${search}`
    : keptCount(entityId, { first, last, from, to });
  // The page's rows keep the order they were chosen in (numbered as they come), whatever the joins.
  const found = await queryRows<PageRow & CountRow & PageContractColumns & { stale: boolean }>(
    db,
    sql`select x.property_id, x.contract_id, n.total::int, n.expense_only::int, n.counted, n.revision,
        n.unfolded::int,
        ${owedStale(entityId)} or coalesce(${contractFigures.validUntil} <= now(), false) as stale,
        ${pageContractColumns(entityId, { from, to })}
      from (${count}) n
      left join lateral (select q.*, row_number() over () as ord from (${page}) q) x on true
      left join (${contractJoins}) on ${contract.id} = x.contract_id and ${contract.entityId} = ${entityId}
      order by x.ord`,
  );
  const [head] = found;
  return {
    rows: found.filter((row) => row.property_id !== null),
    total: head?.total ?? 0,
    stale: found.some((row) => row.stale),
    // A count the page made rather than read: the caller keeps it.
    counted: head?.counted ? { revision: head.revision, properties: head.expense_only ?? 0 } : null,
    unfolded: head?.unfolded ?? 0,
  };
}
