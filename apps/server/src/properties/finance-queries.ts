import type { PropertyFinances } from '@arrenda/core';
import { sql } from 'drizzle-orm';
import type { Reader } from '../db/client';
import { amountOf, centsOf, fromCents } from '../db/money';
import { queryRows } from '../db/raw';

interface YearRow {
  year: number;
  revenue: string;
  taxable: string;
  net: string;
  expense: string;
}

/**
 * Figures per calendar year over the property and its descendants: rents by the year of their
 * period (amount, taxable amount (the amount when none is set), amount less retained tax) and
 * expenses counted in the yield by the year of their date. One query.
 */
export async function propertyFinances(
  db: Reader,
  entityId: number,
  propertyId: number,
): Promise<PropertyFinances> {
  const rows = await queryRows<YearRow>(
    db,
    sql`
    with recursive
    sub as (
      select id from property where entity_id = ${entityId} and id = ${propertyId}
      union all
      select child.id from sub join property child on child.parent_property_id = sub.id
    ),
    rents as (
      select extract(year from r.payment_period_date)::int as year,
        sum(r.amount) as revenue,
        sum(coalesce(r.taxable_amount, r.amount)) as taxable,
        sum(r.amount - coalesce(r.retained_amount, 0)) as net
      from rent r
      join contract c on c.id = r.contract_id
      where r.entity_id = ${entityId} and c.property_id in (select id from sub)
      group by 1
    ),
    expenses as (
      select extract(year from e.date)::int as year, sum(e.amount) as expense
      from expense e
      where e.entity_id = ${entityId} and e.include_in_yield and e.property_id in (select id from sub)
      group by 1
    )
    select coalesce(rents.year, expenses.year) as year,
      coalesce(rents.revenue, 0)::text as revenue,
      coalesce(rents.taxable, 0)::text as taxable,
      coalesce(rents.net, 0)::text as net,
      coalesce(expenses.expense, 0)::text as expense
    from rents
    full join expenses on expenses.year = rents.year
    order by 1`,
  );
  const finances: PropertyFinances = {
    years: [],
    revenues: [],
    taxables: [],
    nets: [],
    expenses: [],
    profits: [],
  };
  for (const row of rows) {
    finances.years.push(row.year);
    finances.revenues.push(amountOf(row.revenue));
    finances.taxables.push(amountOf(row.taxable));
    finances.nets.push(amountOf(row.net));
    finances.expenses.push(amountOf(row.expense));
    finances.profits.push(fromCents(centsOf(row.net) - centsOf(row.expense)));
  }
  return finances;
}
