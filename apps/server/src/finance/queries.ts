import { dayStart } from '@arrenda/core';
import { and, eq, gte, inArray, isNotNull, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { centsOrZero } from '../db/money';
import { intArray, queryRows } from '../db/raw';
import { address, city, country, expense, property, propertyType } from '../db/schema';

/**
 * Rent months travel as day numbers (the period's UTC date less 2000-01-01): far cheaper for the
 * database than formatting each rent's month, and a portfolio's few hundred months are formatted
 * once here.
 */
const dayNumber = (column: string) => sql.raw(`(${column} at time zone 'UTC')::date - date '2000-01-01'`);
const months = new Map<number, string>();
export function monthOfDay(day: number): string {
  let month = months.get(day);
  if (month === undefined) {
    month = new Date(Date.UTC(2000, 0, 1 + day)).toISOString().slice(0, 7);
    months.set(day, month);
  }
  return month;
}

/** Restricts a query to some contracts (`column` holds the contract id), or to none of them. */
const onlyIds = (column: string, ids: readonly number[] | undefined) =>
  ids === undefined ? sql`` : sql`and ${sql.raw(column)} = any(${intArray(ids)})`;

/** A rent shown or acted on: the contract's latest, or its oldest due and unpaid one. */
export interface RentRef {
  id: number;
  paymentPeriodDate: Date;
  paymentDueDate: Date;
  amountCents: number;
  /** What is still owed on it (docs/domain.md), never below 0. */
  toPayCents: number;
}

/** What the overview and the summary read of a contract's rents, without loading them all. */
export interface ContractRents {
  /** The latest rent by period, with its payments' notes (newest first). */
  last: (RentRef & { notes: string | null }) | null;
  /** The oldest rent by period that is due and not fully paid: the overdue reason and the pay action. */
  oldestUnpaidDue: RentRef | null;
}

/** Raw rows carry timestamps as text: Drizzle leaves the driver's timestamp parsing off. */
interface RentsRow {
  contract_id: number;
  last_id: number | null;
  last_period: string | null;
  last_due: string | null;
  last_amount: string | null;
  last_to_pay: string | null;
  notes: string | null;
  due_id: number | null;
  due_period: string | null;
  due_due: string | null;
  due_amount: string | null;
  due_to_pay: string | null;
}

function rentRef(
  id: number | null,
  period: string | null,
  due: string | null,
  amount: string | null,
  toPay: string | null,
): RentRef | null {
  if (id === null || period === null || due === null) return null;
  return {
    id,
    paymentPeriodDate: new Date(period),
    paymentDueDate: new Date(due),
    amountCents: centsOrZero(amount),
    toPayCents: centsOrZero(toPay),
  };
}

/**
 * Each contract's latest rent and oldest overdue unpaid rent: due on a day before `today` (a
 * calendar day in Portugal, as the reminder mails count overdue rents). The latter reads the partial
 * index of unpaid rents (rent_unpaid_idx), the former one index entry per contract.
 */
export async function contractRents(
  db: Db,
  entityId: number,
  today: string,
  ids?: readonly number[],
): Promise<Map<number, ContractRents>> {
  const only = (column: string) => onlyIds(column, ids);
  const rows = await queryRows<RentsRow>(
    db,
    sql`
    with due as (
      select distinct on (contract_id) contract_id, id, payment_period_date, payment_due_date, amount, amount_to_pay
      from rent
      where entity_id = ${entityId} and amount_to_pay > 0 and payment_due_date < ${dayStart(today)} ${only('contract_id')}
      order by contract_id, payment_period_date, id
    )
    select c.id as contract_id,
      l.id as last_id, l.payment_period_date as last_period, l.payment_due_date as last_due,
      l.amount::text as last_amount, l.amount_to_pay::text as last_to_pay,
      (select string_agg(p.description, '; ' order by p.payment_date desc, p.id desc)
        from payment p where p.rent_id = l.id) as notes,
      due.id as due_id, due.payment_period_date as due_period, due.payment_due_date as due_due,
      due.amount::text as due_amount, due.amount_to_pay::text as due_to_pay
    from contract c
    left join lateral (
      select r.id, r.payment_period_date, r.payment_due_date, r.amount, r.amount_to_pay
      from rent r where r.contract_id = c.id
      order by r.payment_period_date desc, r.id desc limit 1
    ) l on true
    left join due on due.contract_id = c.id
    where c.entity_id = ${entityId} ${only('c.id')}`,
  );
  const byContract = new Map<number, ContractRents>();
  for (const row of rows) {
    const last = rentRef(row.last_id, row.last_period, row.last_due, row.last_amount, row.last_to_pay);
    byContract.set(row.contract_id, {
      last: last ? { ...last, notes: row.notes } : null,
      oldestUnpaidDue: rentRef(row.due_id, row.due_period, row.due_due, row.due_amount, row.due_to_pay),
    });
  }
  return byContract;
}

/**
 * Per contract, the month ('YYYY-MM') of each of its rents and the tax retained this year: on the
 * payments dated in the year, each covering its share of its rent's retained tax as a receipt
 * counts it (docs/domain.md "Entity overview"). A rent's share after payments adding up to `x` is
 * retained x x / net, at most all of it, rounded to the cent; the year's payments retained the share
 * after them less the share before them, so a rent paid in full retains exactly its tax once.
 */
export async function contractRentMonths(db: Db, entityId: number, year: number, ids?: readonly number[]) {
  const only = (column: string) => onlyIds(column, ids);
  const start = new Date(Date.UTC(year, 0, 1));
  const end = new Date(Date.UTC(year + 1, 0, 1));
  const share = (paid: SQL) => sql`least(retained, round(retained * ${paid} / net, 2))`;
  const rows = await queryRows<{ contract_id: number; days: string; retained_year: string | null }>(
    db,
    sql`
    with paid as (
      select r.contract_id, r.retained_amount as retained, r.amount - r.retained_amount as net,
        coalesce(sum(p.amount) filter (where p.payment_date < ${start}), 0) as before_year,
        coalesce(sum(p.amount) filter (where p.payment_date < ${end}), 0) as through_year
      from rent r
      join payment p on p.rent_id = r.id and p.entity_id = r.entity_id
      where r.entity_id = ${entityId} and r.retained_amount > 0 and r.amount > r.retained_amount ${only('r.contract_id')}
      group by r.id
    ),
    retained as (
      select contract_id, sum(${share(sql`through_year`)} - ${share(sql`before_year`)}) as retained_year
      from paid group by contract_id
    )
    select rent.contract_id, string_agg((${dayNumber('payment_period_date')})::text, ',') as days,
      min(retained.retained_year)::text as retained_year
    from rent left join retained on retained.contract_id = rent.contract_id
    where rent.entity_id = ${entityId} ${only('rent.contract_id')}
    group by rent.contract_id`,
  );
  return new Map(
    rows.map((row) => [
      row.contract_id,
      {
        // One comma-separated text per contract: splitting it is far cheaper than parsing an SQL array.
        months: row.days.split(',').map((day) => monthOfDay(Number(day))),
        retainedYearCents: centsOrZero(row.retained_year),
      },
    ]),
  );
}

/** A month of a contract's period rents: whether one of them is owed, and whether any was paid on. */
export interface MonthRents {
  owed: boolean;
  paid: boolean;
}

/** A contract's rents of a period, summed in cents, and what each month that has rents holds. */
export interface PeriodRents {
  toPayCents: number;
  paidCents: number;
  toRetainCents: number;
  /** Tax withheld so far on the period's rents: each rent's share for what was paid on it. */
  retainedCents: number;
  months: Map<string, MonthRents>;
}

/** A rent of a period as SQL gives it: its month as a day number, its sums as numeric text. */
export interface PeriodRent {
  day: number;
  amount: string;
  retained: string | null;
  paid: string;
  to_pay: string;
}

/**
 * The part of a rent's retained tax that payments adding up to `paid` withheld, as the receipts
 * and the overview count it: retained x paid / net, at most all of it, rounded half up to the cent
 * (in integers, exact at any amount). A rent with nothing to pay has retained it all.
 */
export function retainedShareCents(retainedCents: number, netCents: number, paidCents: number): number {
  if (netCents <= 0) return retainedCents;
  const retained = BigInt(retainedCents);
  const net = BigInt(netCents);
  const share = (retained * BigInt(paidCents) * 2n + net) / (2n * net);
  return Number(share < retained ? share : retained);
}

export const noPeriodRents = (): PeriodRents => ({
  toPayCents: 0,
  paidCents: 0,
  toRetainCents: 0,
  retainedCents: 0,
  months: new Map(),
});

/** Adds one rent of the period to its contract's sums (in cents) and to its month's state. */
export function addPeriodRent(rents: PeriodRents, rent: PeriodRent) {
  const retained = centsOrZero(rent.retained);
  const paid = centsOrZero(rent.paid);
  const owed = centsOrZero(rent.to_pay) > 0;
  rents.toPayCents += centsOrZero(rent.amount) - retained;
  rents.paidCents += paid;
  rents.toRetainCents += retained;
  rents.retainedCents += retainedShareCents(retained, centsOrZero(rent.amount) - retained, paid);
  markMonth(rents.months, rent.day, owed, paid > 0);
}

/** Marks a rent's month (its day number) owed or paid when the rent is. */
function markMonth(months: Map<string, MonthRents>, day: number, owed: boolean, paid: boolean) {
  const month = monthOfDay(day);
  const known = months.get(month);
  months.set(month, { owed: owed || known?.owed === true, paid: paid || known?.paid === true });
}

/**
 * A contract's rents of a period as SQL sums them (periodSums): to pay, paid, to retain and
 * retained as numeric text (null without rents), and each rent as its month's day number and
 * whether it is owed and paid.
 */
export type PeriodSums = [
  string | null,
  string | null,
  string | null,
  string | null,
  [day: number, owed: boolean, paid: boolean][] | null,
];

/**
 * The sums of one contract's rents with a period in [from, to), as PeriodSums: summed by the
 * database in exact numeric, each rent's retained share as retained_share counts it (the same
 * integer rounding as retainedShareCents), so that the page reads a few values per contract
 * rather than every rent (docs/performance.md "The summary page's sums").
 */
export const periodSums = (entityId: number, contractId: SQLWrapper, from: Date, to: Date) => sql`(select
    json_build_array(sum(amount - coalesce(retained_amount, 0))::text, sum(paid_amount)::text,
      sum(coalesce(retained_amount, 0))::text, sum(retained_share(amount, retained_amount, paid_amount))::text,
      json_agg(json_build_array(${dayNumber('payment_period_date')}, amount_to_pay > 0, paid_amount > 0)))
  from rent
  where rent.entity_id = ${entityId} and rent.contract_id = ${contractId}
    and rent.payment_period_date >= ${from} and rent.payment_period_date < ${to})`;

/** The PeriodRents of a contract from its PeriodSums. */
export function fromSums([toPay, paid, toRetain, retained, rents]: PeriodSums): PeriodRents {
  const period: PeriodRents = {
    toPayCents: centsOrZero(toPay),
    paidCents: centsOrZero(paid),
    toRetainCents: centsOrZero(toRetain),
    retainedCents: centsOrZero(retained),
    months: new Map(),
  };
  for (const [day, owed, isPaid] of rents ?? []) markMonth(period.months, day, owed, isPaid);
  return period;
}

/** The columns of a period rent, read from the rent table (PeriodRent). */
export const periodRentColumns = sql`${dayNumber('payment_period_date')} as day, amount::text as amount,
  retained_amount::text as retained, paid_amount::text as paid, amount_to_pay::text as to_pay`;

/**
 * The rents with a period in [from, to) (rent_entity_period_idx), added up per contract in cents.
 * Summed here rather than grouped in SQL, where thousands of numeric groups cost far more.
 */
export async function periodRents(db: Db, entityId: number, from: Date, to: Date) {
  const rows = await queryRows<PeriodRent & { contract_id: number }>(
    db,
    sql`
    select contract_id, ${periodRentColumns}
    from rent
    where entity_id = ${entityId} and payment_period_date >= ${from} and payment_period_date < ${to}`,
  );
  const byContract = new Map<number, PeriodRents>();
  for (const row of rows) {
    let rents = byContract.get(row.contract_id);
    if (!rents) {
      rents = noPeriodRents();
      byContract.set(row.contract_id, rents);
    }
    addPeriodRent(rents, row);
  }
  return byContract;
}

/** Each property's expenses dated in [from, to): their sum in cents and their names by date. */
export async function propertyExpensesIn(
  db: Db,
  entityId: number,
  from: Date,
  to: Date,
  propertyIds?: readonly number[],
) {
  const rows = await db
    .select({
      propertyId: expense.propertyId,
      amount: sql<string>`sum(${expense.amount})::text`,
      names: sql<string[]>`array_agg(${expense.name} order by ${expense.date}, ${expense.id})`,
    })
    .from(expense)
    .where(
      and(
        eq(expense.entityId, entityId),
        isNotNull(expense.propertyId),
        gte(expense.date, from),
        lt(expense.date, to),
        propertyIds === undefined ? undefined : inArray(expense.propertyId, [...propertyIds]),
      ),
    )
    .groupBy(expense.propertyId);
  const byProperty = new Map<number, { cents: number; names: string[] }>();
  for (const row of rows) {
    if (row.propertyId !== null)
      byProperty.set(row.propertyId, { cents: centsOrZero(row.amount), names: row.names });
  }
  return byProperty;
}

/** Name, type and address of some of the entity's properties (rows of properties without contract). */
export async function propertiesByIds(db: Db, entityId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: property.id,
      name: property.name,
      propertyType: { id: propertyType.id, name: propertyType.name },
      street: address.street,
      number: address.number,
      floor: address.floor,
      postalCode: address.postalCode,
      city: city.name,
      country: country.name,
    })
    .from(property)
    .innerJoin(propertyType, eq(propertyType.id, property.propertyTypeId))
    .leftJoin(address, eq(address.id, property.addressId))
    .leftJoin(city, eq(city.id, address.cityId))
    .leftJoin(country, eq(country.id, city.countryId))
    .where(and(eq(property.entityId, entityId), inArray(property.id, ids)));
}

export type PropertyInfo = Awaited<ReturnType<typeof propertiesByIds>>[number];
