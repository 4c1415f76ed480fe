import { sql } from 'drizzle-orm';
import type { Reader } from '../db/client';
import { intArray, queryRows } from '../db/raw';
import { storedDayText } from '../db/stored-days';
import { periodMonths } from '../finance/period-months';

/** The year's first instant and the next year's, in UTC: payment days are kept at noon UTC. */
const yearBounds = (year: number) => periodMonths({ startDate: `${year}-01-01`, endDate: `${year}-12-01` });

/**
 * A payment with what its rent's retained tax share needs (docs/domain.md "Tax year"): money as
 * decimal text, days as 'YYYY-MM-DD', and the payments of its rent before it (by day, then id).
 */
export interface YearPaymentRow {
  paymentId: number;
  rentId: number;
  contractId: number;
  propertyId: number;
  currency: string;
  paymentDay: string;
  amount: string;
  taxableAmount: string | null;
  rentAmount: string;
  rentRetained: string | null;
  rentTaxable: string | null;
  periodDay: string;
  paidBefore: string;
  /** The payment's receipt in force (issued, not voided), if any. */
  receiptNumber: string | null;
  atReceiptNumber: string | null;
}

/**
 * Every payment of the rents the year touches: the rents with a payment dated in the year and the
 * rents of the year's periods, each payment with the sum of its rent's earlier payments. With
 * `contractIds`, only those contracts' rents, and each payment's receipt in force (a declaration
 * prints it; the statement does not read it).
 */
export function yearPayments(db: Reader, entityId: number, year: number, contractIds?: readonly number[]) {
  const { from, to } = yearBounds(year);
  const onlyContracts = contractIds ? sql`and r.contract_id = any(${intArray(contractIds)})` : sql``;
  return queryRows<YearPaymentRow>(
    db,
    sql`
    with touched as (
      select r.id from rent r
      where r.entity_id = ${entityId} and r.payment_period_date >= ${from} and r.payment_period_date < ${to} ${onlyContracts}
      union
      select p.rent_id from payment p join rent r on r.id = p.rent_id and r.entity_id = p.entity_id
      where p.entity_id = ${entityId} and p.payment_date >= ${from} and p.payment_date < ${to} ${onlyContracts}
    )
    select p.id as "paymentId", p.rent_id as "rentId", r.contract_id as "contractId",
      c.property_id as "propertyId", cur.code as currency,
      ${storedDayText('p.payment_date')} as "paymentDay", p.amount::text as amount,
      p.taxable_amount::text as "taxableAmount", r.amount::text as "rentAmount",
      r.retained_amount::text as "rentRetained", r.taxable_amount::text as "rentTaxable",
      ${storedDayText('r.payment_period_date')} as "periodDay",
      coalesce(sum(p.amount) over (partition by p.rent_id order by p.payment_date, p.id
        rows between unbounded preceding and 1 preceding), 0)::text as "paidBefore",
      ${
        contractIds
          ? sql`(select rc.number from receipt rc where rc.payment_id = p.id and rc.voided_at is null
        order by rc.id desc limit 1)`
          : sql`null`
      } as "receiptNumber",
      ar.number as "atReceiptNumber"
    from payment p
    join rent r on r.id = p.rent_id and r.entity_id = p.entity_id
    join contract c on c.id = r.contract_id and c.entity_id = r.entity_id
    join currency cur on cur.id = r.currency_id
    left join payment_at_receipt ar on ar.payment_id = p.id
    where p.entity_id = ${entityId} and p.rent_id in (select id from touched)
    order by p.payment_date, p.id`,
  );
}

/**
 * The tenants of contract `c` in the order they were registered, with their tax numbers, as one
 * JSON array.
 */
export const CONTRACT_TENANTS =
  sql.raw(`coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name,
  'fiscalNumber', t.fiscal_number) order by t.id)
  from contract_tenant ct join tenant t on t.id = ct.tenant_id
  where ct.contract_id = c.id and ct.entity_id = c.entity_id), '[]')`);

/** A contract the statement names: its number at the Tax Authority, retention, and tenants in registration order. */
export interface StatementContractRow {
  contractId: number;
  propertyId: number;
  atContractNumber: string | null;
  taxRetention: boolean;
  tenants: { id: number; name: string; fiscalNumber: string | null }[];
}

export function statementContracts(db: Reader, entityId: number, contractIds: readonly number[]) {
  if (contractIds.length === 0) return Promise.resolve([]);
  return queryRows<StatementContractRow>(
    db,
    sql`
    select c.id as "contractId", c.property_id as "propertyId", c.at_contract_number as "atContractNumber",
      c.tax_retention as "taxRetention",
      ${CONTRACT_TENANTS} as tenants
    from contract c
    where c.entity_id = ${entityId} and c.id = any(${intArray(contractIds)})`,
  );
}

/**
 * A property the statement names: its name, type, address on one line and its identification at the
 * tax office, each part its own or else its nearest parent's (a flat in a building).
 */
export interface StatementPropertyRow {
  propertyId: number;
  name: string | null;
  typeId: number;
  typeName: string;
  street: string | null;
  number: string | null;
  floor: string | null;
  mailBox: string | null;
  postalCode: string | null;
  city: string | null;
  locationCode: string | null;
  locationType: string | null;
  article: string | null;
  fraction: string | null;
}

export function statementProperties(db: Reader, entityId: number, propertyIds: readonly number[]) {
  if (propertyIds.length === 0) return Promise.resolve([]);
  // Each part the nearest of the property and its parents that has it: one pass over the chains.
  const nearest = (value: string, present = value) =>
    sql.raw(`(array_agg(${value} order by up.depth) filter (where ${present} is not null))[1]`);
  return queryRows<StatementPropertyRow>(
    db,
    sql`
    with recursive up as (
      select id as root, id, parent_property_id, address_id, 0 as depth
      from property where entity_id = ${entityId} and id = any(${intArray(propertyIds)})
      union all
      select up.root, p.id, p.parent_property_id, p.address_id, up.depth + 1
      from up join property p on p.id = up.parent_property_id
    ),
    found as (
      select up.root, ${nearest('up.address_id')} as address_id,
        ${nearest('t.location_code')} as location_code,
        ${nearest('lt.name', 't.property_location_type_id')} as location_type,
        ${nearest('t.article_code')} as article, ${nearest('t.fraction_code')} as fraction
      from up
      left join property_tax_information t on t.property_id = up.id
      left join property_location_type lt on lt.id = t.property_location_type_id
      group by up.root
    )
    select p.id as "propertyId", p.name, pt.id as "typeId", pt.name as "typeName",
      a.street, a.number, a.floor, a.mail_box as "mailBox", a.postal_code as "postalCode", ci.name as city,
      found.location_code as "locationCode", found.location_type as "locationType",
      found.article, found.fraction
    from found
    join property p on p.id = found.root
    join property_type pt on pt.id = p.property_type_id
    left join address a on a.id = found.address_id
    left join city ci on ci.id = a.city_id`,
  );
}

/** The year's expenses of the entity's properties, summed per property, currency, yield and category. */
export interface YearExpenseRow {
  propertyId: number;
  currency: string;
  includeInYield: boolean;
  taxCategory: string | null;
  amount: string;
}

export function yearExpenses(db: Reader, entityId: number, year: number) {
  const { from, to } = yearBounds(year);
  return queryRows<YearExpenseRow>(
    db,
    sql`
    select e.property_id as "propertyId", cur.code as currency, e.include_in_yield as "includeInYield",
      e.tax_category as "taxCategory", sum(e.amount)::text as amount
    from expense e join currency cur on cur.id = e.currency_id
    where e.entity_id = ${entityId} and e.property_id is not null and e.date >= ${from} and e.date < ${to}
    group by 1, 2, 3, 4
    order by 1, 2, 3, 4`,
  );
}

/** The landlord as the receipts name it: the legal name, else the name; its tax number; whether it is exempt. */
export async function landlordOf(db: Reader, entityId: number) {
  const [row] = await queryRows<{
    name: string;
    fiscalNumber: string | null;
    exempt: boolean;
    address: string | null;
    postalCode: string | null;
    city: string | null;
  }>(
    db,
    sql`
    select coalesce(legal_name, name) as name, finance_number as "fiscalNumber", at_receipts_exempt as exempt,
      address, postal_code as "postalCode", city
    from entity where id = ${entityId}`,
  );
  return row;
}

/** A tenant of the entity and the contracts it is on. */
export async function tenantWithContracts(db: Reader, entityId: number, tenantId: number) {
  const [row] = await queryRows<{ name: string; fiscalNumber: string | null; contractIds: number[] }>(
    db,
    sql`
    select t.name, t.fiscal_number as "fiscalNumber",
      coalesce((select array_agg(ct.contract_id order by ct.contract_id) from contract_tenant ct
        where ct.tenant_id = t.id and ct.entity_id = t.entity_id), '{}') as "contractIds"
    from tenant t where t.entity_id = ${entityId} and t.id = ${tenantId}`,
  );
  return row;
}
