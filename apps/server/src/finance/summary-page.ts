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
import { periodMonths } from './period-months';
import { keptPeriodTotals } from './period-totals';
import { contractRents, periodRents, propertiesByIds, propertyExpensesIn } from './queries';
import { contractRow, propertyRow } from './summary-row';

/**
 * The period's rows (spec section 3): a contract overlapping its months, or a property with
 * expenses dated in them and no such contract. `first` marks the latest contract of its property,
 * the row that shows the property's expenses.
 */
const rowsOfPeriod = (entityId: number, from: Date, to: Date) => sql`
  select c.property_id, c.id as contract_id, c.start_date, c.end_date,
    row_number() over (partition by c.property_id order by c.start_date desc, c.id) = 1 as first
  from contract c
  where c.entity_id = ${entityId} and c.start_date < ${to} and c.end_date >= ${from}
  union all
  select p.id, null, null, null, true
  from property p
  where p.entity_id = ${entityId}
    and exists (select 1 from expense e where e.entity_id = ${entityId} and e.property_id = p.id
      and e.date >= ${from} and e.date < ${to})
    and not exists (select 1 from contract c where c.property_id = p.id
      and c.start_date < ${to} and c.end_date >= ${from})`;

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
  property: 'lower(coalesce(p.name, pt.name))',
  end: 'r.end_date',
  debt: 'coalesce((select f.debt from contract_figures f where f.contract_id = r.contract_id), 0)',
};

interface PageRow {
  property_id: number;
  contract_id: number | null;
  first: boolean;
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
  const direction = query.order === 'desc' ? 'desc nulls last' : 'asc nulls last';
  const rowsFrom = sql`from (${rowsOfPeriod(entityId, from, to)}) r
    join property p on p.id = r.property_id
    join property_type pt on pt.id = p.property_type_id
    left join address a on a.id = p.address_id
    where true ${searchFilter(entityId, query.search || undefined)}`;
  const [rows, [counted]] = await Promise.all([
    queryRows<PageRow>(
      db,
      sql`select r.property_id, r.contract_id, r.first ${rowsFrom}
        order by ${sql.raw(`${SORT_COLUMNS[query.sort ?? 'property']} ${direction}`)}, r.property_id,
          r.start_date desc nulls last, r.contract_id
        limit ${limit} offset ${offset}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total ${rowsFrom}`),
  ]);
  const contractIds = rows.flatMap((row) => (row.contract_id === null ? [] : [row.contract_id]));
  const expenseOwners = rows.filter((row) => row.first).map((row) => row.property_id);
  const withoutContract = rows.filter((row) => row.contract_id === null).map((row) => row.property_id);
  const now = new Date();
  const [contracts, rents, ofPeriod, expenses, properties] = await Promise.all([
    contractIds.length === 0 ? [] : listContracts(db, entityId, { ids: contractIds }),
    contractRents(db, entityId, todayInPortugal(now), contractIds),
    periodRents(db, entityId, from, to, contractIds),
    propertyExpensesIn(db, entityId, from, to, expenseOwners),
    propertiesByIds(db, entityId, withoutContract),
  ]);
  const contractsById = new Map(contracts.map((contract) => [contract.id, contract]));
  const propertiesById = new Map(properties.map((property) => [property.id, property]));
  const items = rows.flatMap((row): FinanceSummaryRow[] => {
    const propertyExpenses = row.first ? expenses.get(row.property_id) : undefined;
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
