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
import { contractRents, periodRents, propertiesByIds, propertyExpensesIn } from './queries';
import { contractRow, propertyRow } from './summary-row';

/** The retained tax of a contract row (docs/domain.md), in SQL so that sums stay exact numerics. */
const RETAINED = `case when c.tax_retention
  then round(coalesce(c.taxable_amount, c.amount) * coalesce(c.tax_retention_percentage, 0) / 100, 2) else 0 end`;

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
 * A contract's debt, read from its kept overview row for the rows that need it (the whole kept
 * table is wide: joining it to every contract of the period would read all of it).
 */
const DEBT = (contractId: string) =>
  `coalesce((select f.debt from contract_figures f where f.contract_id = ${contractId}), 0)`;

const SORT_COLUMNS: Record<SummarySort, string> = {
  property: 'lower(coalesce(p.name, pt.name))',
  end: 'r.end_date',
  debt: DEBT('r.contract_id'),
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

interface TotalsRow {
  currency: string;
  contract_total: string;
  contract_payment: string;
  to_pay: string;
  paid: string;
  to_retain: string;
  retained: string;
  expenses: string;
  debt: string;
}

/**
 * The footer of the whole period, per currency, summed as numeric in one query over the period's
 * rents (rent_entity_period_idx), its contracts and expenses; a rent's retained tax counts its
 * share for what was paid on it, as each row does (queries.ts retainedShareCents). Expenses count
 * in the currency of the row that shows them, euro on a row without contract.
 */
export async function summaryTotals(
  db: Db,
  entityId: number,
  query: { startDate: string; endDate: string },
): Promise<FinanceSummaryTotals> {
  const { from, to } = periodMonths(query);
  await refreshOverview(db, entityId);
  const [rows, entityExpenses] = await Promise.all([
    queryRows<TotalsRow>(
      db,
      sql`
      with shown as (${rowsOfPeriod(entityId, from, to)}),
      rents as (
        select r.contract_id,
          sum(r.amount - coalesce(r.retained_amount, 0)) as to_pay,
          sum(r.paid_amount) as paid,
          sum(coalesce(r.retained_amount, 0)) as to_retain,
          sum(case when r.amount - coalesce(r.retained_amount, 0) <= 0 then coalesce(r.retained_amount, 0)
            else least(coalesce(r.retained_amount, 0),
              round(coalesce(r.retained_amount, 0) * r.paid_amount / (r.amount - coalesce(r.retained_amount, 0)), 2))
            end) as retained
        from rent r
        where r.entity_id = ${entityId} and r.payment_period_date >= ${from} and r.payment_period_date < ${to}
        group by r.contract_id
      ),
      spent as (
        select property_id, sum(amount) as amount
        from expense
        where entity_id = ${entityId} and property_id is not null and date >= ${from} and date < ${to}
        group by property_id
      )
      select coalesce(cu.name, euro.name) as currency,
        coalesce(sum(c.amount + coalesce(c.extra_amount, 0)), 0)::text as contract_total,
        coalesce(sum(c.amount + coalesce(c.extra_amount, 0) - ${sql.raw(RETAINED)}), 0)::text as contract_payment,
        coalesce(sum(rents.to_pay), 0)::text as to_pay, coalesce(sum(rents.paid), 0)::text as paid,
        coalesce(sum(rents.to_retain), 0)::text as to_retain, coalesce(sum(rents.retained), 0)::text as retained,
        coalesce(sum(spent.amount) filter (where shown.first), 0)::text as expenses,
        coalesce(sum(${sql.raw(DEBT('shown.contract_id'))}), 0)::text as debt
      from shown
      cross join (select name from currency where id = 1) euro
      left join contract c on c.id = shown.contract_id
      left join currency cu on cu.id = c.currency_id
      left join rents on rents.contract_id = shown.contract_id
      left join spent on spent.property_id = shown.property_id
      group by 1
      order by 1`,
    ),
    entityExpenseTotalsIn(db, entityId, from, to),
  ]);
  return {
    totals: rows.map((row) => ({
      currency: row.currency,
      contractTotal: Number(row.contract_total),
      contractPayment: Number(row.contract_payment),
      toPay: Number(row.to_pay),
      paid: Number(row.paid),
      toRetain: Number(row.to_retain),
      retained: Number(row.retained),
      expenses: Number(row.expenses),
      debt: Number(row.debt),
    })),
    entityExpenses,
  };
}
