import type { InvoicePropertyAddress } from '@arrenda/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { storedDayText } from '../db/stored-days';
import type { RentStatus } from './locale';

/**
 * One query per export, whatever the size of the portfolio. Days and months come formatted
 * ('YYYY-MM-DD', 'YYYY-MM', days are stored at noon UTC) and money as exact numeric text.
 */

/** The address of a row's property, or of its nearest parent when it has none; all null without one. */
export interface AddressColumns {
  street: string | null;
  number: string | null;
  floor: string | null;
  mailBox: string | null;
  postalCode: string | null;
  city: string | null;
}

/** The property a row belongs to: its name, its type's code and its address. */
export interface PlaceColumns extends AddressColumns {
  propertyName: string | null;
  propertyType: string;
}

/** The address of the row's property, when it or one of its parents has one. */
export function placeAddress(row: AddressColumns): InvoicePropertyAddress | null {
  const { street, number, city } = row;
  if (street === null || number === null || city === null) return null;
  return { street, number, floor: row.floor, mailBox: row.mailBox, postalCode: row.postalCode, city };
}

/**
 * Common table expression `place`: each property of the entity with its own address or, when it
 * has none, its nearest parent's (as on the receipt).
 */
const places = (entityId: number) => sql`
  up as (
    select id as property_id, parent_property_id as parent_id, address_id, 0 as depth
    from property where entity_id = ${entityId}
    union all
    select up.property_id, p.parent_property_id, p.address_id, up.depth + 1
    from up join property p on p.id = up.parent_id
    where up.address_id is null
  ),
  place as (
    select distinct on (up.property_id) up.property_id, a.street, a.number, a.floor,
      a.mail_box, a.postal_code, c.name as city
    from up join address a on a.id = up.address_id join city c on c.id = a.city_id
    order by up.property_id, up.depth
  )`;

/** Common table expression `names`: each contract's tenants in the order they were registered, joined with ', '. */
const tenantNames = (entityId: number) => sql`
  names as (
    select ct.contract_id, string_agg(t.name, ', ' order by t.id) as tenants
    from contract c
    join contract_tenant ct on ct.contract_id = c.id
    join tenant t on t.id = ct.tenant_id
    where c.entity_id = ${entityId}
    group by ct.contract_id
  )`;

const placeColumns = sql.raw(`p.name as "propertyName", pt.name as "propertyType",
  place.street, place.number, place.floor, place.mail_box as "mailBox",
  place.postal_code as "postalCode", place.city`);

const month = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM')`);

export interface RentRow extends PlaceColumns {
  id: number;
  contractId: number;
  period: string;
  dueDate: string;
  tenants: string | null;
  currency: string;
  amount: string;
  retained: string;
  taxable: string;
  paid: string;
  toPay: string;
  /** Nothing left to pay, something paid, or nothing paid. */
  status: RentStatus;
}

/** The rents whose period lies in [from, to) (rent_entity_period_idx), oldest period first. */
export function periodRents(db: Db, entityId: number, from: Date, to: Date) {
  return queryRows<RentRow>(
    db,
    sql`
    with recursive ${places(entityId)}, ${tenantNames(entityId)}
    select r.id, r.contract_id as "contractId", ${month('r.payment_period_date')} as period,
      ${storedDayText('r.payment_due_date')} as "dueDate", ${placeColumns}, names.tenants, cu.code as currency,
      r.amount::text as amount, coalesce(r.retained_amount, 0)::numeric(14, 2)::text as retained,
      coalesce(r.taxable_amount, r.amount)::text as taxable,
      r.paid_amount::text as paid, r.amount_to_pay::text as "toPay",
      case when r.amount_to_pay = 0 then 'paid' when r.paid_amount > 0 then 'partial' else 'unpaid' end as status
    from rent r
    join contract c on c.id = r.contract_id
    join property p on p.id = c.property_id
    join property_type pt on pt.id = p.property_type_id
    join currency cu on cu.id = r.currency_id
    left join place on place.property_id = p.id
    left join names on names.contract_id = c.id
    where r.entity_id = ${entityId} and r.payment_period_date >= ${from} and r.payment_period_date < ${to}
    order by r.payment_period_date, r.contract_id, r.payment_due_date, r.id`,
  );
}

export interface PaymentRow extends PlaceColumns {
  id: number;
  contractId: number;
  paymentDate: string;
  rentPeriod: string;
  tenants: string | null;
  currency: string;
  amount: string;
  taxable: string | null;
  description: string | null;
  receiptNumber: string | null;
}

/**
 * The payments dated in [from, to), oldest first, with the number of the receipt in force for each
 * (the latest one not voided).
 * Payments are reached through the entity's rents: the payment table has no index by entity.
 */
export function periodPayments(db: Db, entityId: number, from: Date, to: Date) {
  return queryRows<PaymentRow>(
    db,
    sql`
    with recursive ${places(entityId)}, ${tenantNames(entityId)},
    paid as (
      select pm.id, pm.rent_id, pm.currency_id, pm.payment_date, pm.amount, pm.taxable_amount, pm.description
      from rent r join payment pm on pm.rent_id = r.id
      where r.entity_id = ${entityId} and pm.payment_date >= ${from} and pm.payment_date < ${to}
    ),
    latest as (
      select distinct on (rc.payment_id) rc.payment_id, rc.number
      from receipt rc join paid on paid.id = rc.payment_id
      where rc.entity_id = ${entityId} and rc.voided_at is null
      order by rc.payment_id, rc.id desc
    )
    select paid.id, r.contract_id as "contractId", ${storedDayText('paid.payment_date')} as "paymentDate",
      ${month('r.payment_period_date')} as "rentPeriod", ${placeColumns}, names.tenants,
      cu.code as currency, paid.amount::text as amount, paid.taxable_amount::text as taxable,
      paid.description, latest.number as "receiptNumber"
    from paid
    join rent r on r.id = paid.rent_id
    join contract c on c.id = r.contract_id
    join property p on p.id = c.property_id
    join property_type pt on pt.id = p.property_type_id
    join currency cu on cu.id = paid.currency_id
    left join place on place.property_id = p.id
    left join names on names.contract_id = c.id
    left join latest on latest.payment_id = paid.id
    order by paid.payment_date, paid.id`,
  );
}

export interface ExpenseRow extends AddressColumns {
  id: number;
  date: string;
  /** Both null for an expense of the entity itself. */
  propertyName: string | null;
  propertyType: string | null;
  name: string;
  description: string | null;
  currency: string;
  amount: string;
  includeInYield: boolean;
}

/** The expenses dated in [from, to) (expense_entity_date_idx), oldest first. */
export function periodExpenses(db: Db, entityId: number, from: Date, to: Date) {
  return queryRows<ExpenseRow>(
    db,
    sql`
    with recursive ${places(entityId)}
    select e.id, ${storedDayText('e.date')} as date, ${placeColumns}, e.name, e.description,
      cu.code as currency, e.amount::text as amount, e.include_in_yield as "includeInYield"
    from expense e
    left join property p on p.id = e.property_id
    left join property_type pt on pt.id = p.property_type_id
    join currency cu on cu.id = e.currency_id
    left join place on place.property_id = p.id
    where e.entity_id = ${entityId} and e.date >= ${from} and e.date < ${to}
    order by e.date, e.id`,
  );
}
