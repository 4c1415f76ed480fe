import { type AddressView, occupationPercent, type PropertyListItem, profitPercent } from '@arrenda/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { queryRows } from '../db/raw';

type Reader = Db | Tx;

/** Which properties get a row: all of the entity, the children of one, or one property. */
export type Roots = { all: true } | { parentId: number } | { id: number };

/** Retained tax of a contract row (docs/domain.md), in SQL so that sums stay exact numerics. */
const retained = sql.raw(
  `case when c.tax_retention then round(coalesce(c.taxable_amount, c.amount) * coalesce(c.tax_retention_percentage, 0) / 100, 2) else 0 end`,
);

function rootFilter(roots: Roots): SQL {
  if ('parentId' in roots) return sql`and p.parent_property_id = ${roots.parentId}`;
  if ('id' in roots) return sql`and p.id = ${roots.id}`;
  return sql``;
}

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
 * The list rows of spec section 3 with every hierarchy figure, in one query whatever the number
 * of properties: `tree` pairs each root with every property of its subtree (carrying whether the
 * property or an ancestor inside the subtree has a current contract), and `figures` sums per root.
 * Money is summed as numeric and read as text, never added as floats.
 */
export async function listHierarchy(db: Reader, entityId: number, roots: Roots): Promise<PropertyListItem[]> {
  const query = sql`
    with recursive
    kids as (
      select parent_property_id as id, count(*)::int as n
      from property
      where entity_id = ${entityId} and parent_property_id is not null
      group by parent_property_id
    ),
    cur as (
      select c.property_id,
        count(*)::int as n,
        sum(c.amount + coalesce(c.extra_amount, 0)) as total,
        sum(c.amount + coalesce(c.extra_amount, 0) - ${retained}) as net
      from contract c
      where c.entity_id = ${entityId} and c.start_date <= now() and c.end_date >= now()
      group by c.property_id
    ),
    exp as (
      select property_id,
        sum(amount) as total,
        coalesce(sum(amount) filter (
          where date >= date_trunc('year', now()) and date < date_trunc('year', now()) + interval '1 year'
        ), 0) as year
      from expense
      where entity_id = ${entityId} and property_id is not null and include_in_yield
      group by property_id
    ),
    tree as (
      select p.id as root_id, p.id, (cur.property_id is not null) as covered
      from property p
      left join cur on cur.property_id = p.id
      where p.entity_id = ${entityId} ${rootFilter(roots)}
      union all
      select t.root_id, child.id, t.covered or cur.property_id is not null
      from tree t
      join property child on child.parent_property_id = t.id
      left join cur on cur.property_id = child.id
    ),
    figures as (
      select t.root_id,
        (count(*) filter (where kids.id is null))::int as units,
        (count(*) filter (where kids.id is null and t.covered))::int as occupied,
        coalesce(sum(cur.n), 0)::int as contracts,
        coalesce(sum(p.value), 0)::text as value,
        coalesce(sum(cur.total), 0)::text as contract_total,
        coalesce(sum(cur.net), 0)::text as contract_net,
        coalesce(sum(exp.total), 0)::text as expenses,
        coalesce(sum(exp.year), 0)::text as expenses_year
      from tree t
      join property p on p.id = t.id
      left join kids on kids.id = t.id
      left join cur on cur.property_id = t.id
      left join exp on exp.property_id = t.id
      group by t.root_id
    )
    select p.id, p.parent_property_id, p.property_type_id, pt.name as property_type, p.name, p.code,
      d.num_bedrooms, coalesce(kids.n, 0)::int as num_children, cu.name as currency,
      f.units, f.occupied, f.contracts, f.value, f.contract_total, f.contract_net, f.expenses, f.expenses_year,
      a.id as address_id, a.version as address_version, a.street, a.number, a.floor, a.mail_box, a.postal_code,
      a.latitude::text as latitude, a.longitude::text as longitude,
      ci.id as city_id, ci.name as city_name, co.id as country_id, co.name as country_name
    from figures f
    join property p on p.id = f.root_id
    join property_type pt on pt.id = p.property_type_id
    left join kids on kids.id = p.id
    left join currency cu on cu.id = p.currency_id
    left join property_details d on d.property_id = p.id
    left join address a on a.id = p.address_id
    left join city ci on ci.id = a.city_id
    left join country co on co.id = ci.country_id
    order by p.id`;
  const rows = await queryRows<HierarchyRow>(db, query);
  return rows.map(toListItem);
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
  // numeric(14,2) sums read as text: Number() of a two-decimal text is the amount itself.
  const value = Number(row.value);
  const contractAmount = Number(row.contract_total);
  const contractNet = Number(row.contract_net);
  const expenses = Number(row.expenses);
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
    expensesAmountYearHierarchy: Number(row.expenses_year),
    currency: row.currency,
    countContractibleProperties: row.units,
    countActiveContracts: row.occupied,
    occupation: occupationPercent(row.occupied, row.units),
    profitGross: profitPercent(contractAmount, value, expenses),
    profitNet: profitPercent(contractNet, value, expenses),
  };
}
