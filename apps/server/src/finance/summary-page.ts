import {
  type FinanceSummaryPageQuery,
  type FinanceSummaryRow,
  type FinanceSummaryTotals,
  type Page,
  pageWindow,
  type SummarySort,
  todayInPortugal,
} from '@arrenda/core';
import { type SQL, sql } from 'drizzle-orm';
import { listContracts } from '../contracts/queries';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { contractsOfTenantsMatching, propertiesMatching } from '../db/search';
import { entityExpenseTotalsIn } from '../expenses/queries';
import { refreshOverview } from './kept-overview';
import { type PeriodMonths, periodMonths } from './period-months';
import { keptPeriodTotals } from './period-totals';
import { contractRents, periodRents, propertiesByIds, propertyExpensesIn } from './queries';
import { contractRow, propertyRow } from './summary-row';

const overlaps = (from: Date, to: Date) => sql`c.start_date < ${to} and c.end_date >= ${from}`;

/** Some property's expenses dated in [from, to) exist ("p" the property). */
const hasExpenses = (entityId: number, from: Date, to: Date) => sql`exists (select 1 from expense e
  where e.entity_id = ${entityId} and e.property_id = p.id and e.date >= ${from} and e.date < ${to})`;

/** No contract of the property "p" overlaps [from, to). */
const noContract = (entityId: number, from: Date, to: Date) => sql`not exists (select 1 from contract c
  where c.entity_id = ${entityId} and c.property_id = p.id and ${overlaps(from, to)})`;

/**
 * The period's rows (spec section 3): a contract overlapping its months, or a property with
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

/**
 * The latest contract of the period of each of some properties (the latest start, then the lowest
 * id): the row that shows the property's expenses.
 */
async function latestOfPeriod(db: Db, entityId: number, propertyIds: number[], from: Date, to: Date) {
  if (propertyIds.length === 0) return new Set<number>();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select distinct on (c.property_id) c.id from contract c
      where c.entity_id = ${entityId} and c.property_id = any(${`{${propertyIds.join(',')}}`}::int[])
        and ${overlaps(from, to)}
      order by c.property_id, c.start_date desc, c.id`,
  );
  return new Set(rows.map((row) => row.id));
}

/** A search in the row's property (name, tax code, address) and its contract's tenants. */
function searchFilter(entityId: number, search: string | undefined): SQL {
  if (!search) return sql``;
  return sql`and (r.property_id in ${propertiesMatching(entityId, search)}
    or r.contract_id in ${contractsOfTenantsMatching(entityId, search)})`;
}

/**
 * The sorts; a contract's debt is read from its kept overview row for the rows that need it (the
 * whole kept table is wide: joining it to every contract of the period would read all of it).
 */
const SORT_COLUMNS: Record<SummarySort, string> = {
  property: 'p.sort_name',
  end: 'r.end_date',
  debt: 'coalesce((select f.debt from contract_figures f where f.contract_id = r.contract_id), 0)',
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
  limit ${limit} offset ${offset}`;

/**
 * How many rows the period has without a search: its contracts from the kept period totals (those
 * started by its last month less those ended before its first, as the footer counts them), and the
 * properties with expenses in it and no contract.
 */
const keptCount = (entityId: number, { first, last, from, to }: PeriodMonths) => sql`
  select ((select coalesce(sum(started) filter (where month <= ${`${last}-01`}), 0)
      - coalesce(sum(ended) filter (where month < ${`${first}-01`}), 0)
    from period_totals where entity_id = ${entityId})
    + (select count(*) from property p
      where p.entity_id = ${entityId} and ${hasExpenses(entityId, from, to)} and ${noContract(entityId, from, to)})
  )::int as total`;

interface PageRow {
  property_id: number;
  contract_id: number | null;
}

/**
 * One page of the period summary, computed for its rows only (docs/domain.md "Lists a page at a
 * time"): the rows are chosen and ordered in SQL, then their figures read for those contracts and
 * properties alone. Rows of a property keep together: its latest contract first.
 */
export async function summaryPage(
  db: Db,
  entityId: number,
  query: FinanceSummaryPageQuery,
): Promise<Page<FinanceSummaryRow>> {
  const { first, last, from, to } = periodMonths(query);
  await refreshOverview(db, entityId);
  const { offset, limit } = pageWindow(query);
  const order = query.order === 'desc' ? 'desc' : 'asc';
  const direction = `${order} nulls last`;
  const search = searchFilter(entityId, query.search || undefined);
  const [rows, [counted]] = await Promise.all([
    queryRows<PageRow>(
      db,
      walksProperties(query)
        ? walkedPage(entityId, from, to, order, limit, offset)
        : sql`select r.property_id, r.contract_id from (${rowsOfPeriod(entityId, from, to)}) r
          join property p on p.id = r.property_id
          where true ${search}
          order by ${sql.raw(`${SORT_COLUMNS[query.sort ?? 'property']} ${direction}`)}, r.property_id ${sql.raw(order)},
            r.start_date desc nulls last, r.contract_id
          limit ${limit} offset ${offset}`,
    ),
    queryRows<{ total: number }>(
      db,
      query.search
        ? sql`select count(*)::int as total from (${rowsOfPeriod(entityId, from, to)}) r where true ${search}`
        : keptCount(entityId, { first, last, from, to }),
    ),
  ]);
  const pageProperties = [...new Set(rows.map((row) => row.property_id))];
  const contractIds = rows.flatMap((row) => (row.contract_id === null ? [] : [row.contract_id]));
  const withoutContract = rows.filter((row) => row.contract_id === null).map((row) => row.property_id);
  const now = new Date();
  // The expenses of every property of the page, read beside which row shows them (one round trip).
  const [contracts, rents, ofPeriod, expenses, properties, latest] = await Promise.all([
    contractIds.length === 0 ? [] : listContracts(db, entityId, { ids: contractIds }),
    contractRents(db, entityId, todayInPortugal(now), contractIds),
    periodRents(db, entityId, from, to, contractIds),
    propertyExpensesIn(db, entityId, from, to, pageProperties),
    propertiesByIds(db, entityId, withoutContract),
    latestOfPeriod(db, entityId, pageProperties, from, to),
  ]);
  const showsExpenses = (row: PageRow) => row.contract_id === null || latest.has(row.contract_id);
  const contractsById = new Map(contracts.map((contract) => [contract.id, contract]));
  const propertiesById = new Map(properties.map((property) => [property.id, property]));
  const items = rows.flatMap((row): FinanceSummaryRow[] => {
    const propertyExpenses = showsExpenses(row) ? expenses.get(row.property_id) : undefined;
    if (row.contract_id === null) {
      const property = propertiesById.get(row.property_id);
      return property ? [propertyRow(property, propertyExpenses ?? { cents: 0, names: [] })] : [];
    }
    const contract = contractsById.get(row.contract_id);
    if (!contract) return [];
    return [
      contractRow(
        contract,
        rents.get(contract.id),
        ofPeriod.get(contract.id),
        propertyExpenses,
        { first, last },
        now,
      ),
    ];
  });
  return { items, total: counted?.total ?? 0 };
}

/**
 * The footer of the whole period (its kept totals per currency: period-totals.ts) and the entity's
 * own expenses of the period per currency.
 */
export async function summaryTotals(
  db: Db,
  entityId: number,
  query: { startDate: string; endDate: string },
): Promise<FinanceSummaryTotals> {
  const months = periodMonths(query);
  await refreshOverview(db, entityId);
  const [totals, entityExpenses] = await Promise.all([
    keptPeriodTotals(db, entityId, months),
    entityExpenseTotalsIn(db, entityId, months.from, months.to),
  ]);
  return { totals, entityExpenses };
}
