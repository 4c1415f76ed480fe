import { PORTUGAL_COUNTRY_ID } from '@arrenda/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../db/client';
import { intArray, queryRows } from '../db/raw';
import { payment, paymentAtReceipt } from '../db/schema';
import { storedDayText } from '../db/stored-days';
import { periodMonths } from '../finance/period-months';
import { CONTRACT_TENANTS, type YearPaymentRow } from './queries';

/** A month's first instant and the next month's, in UTC ('YYYY-MM'). */
const monthBounds = (month: string) => periodMonths({ startDate: `${month}-01`, endDate: `${month}-01` });

/** A payment of the month as the e-receipt form asks for it, before its amounts are computed. */
export interface AtPaymentRow extends YearPaymentRow {
  propertyName: string | null;
  typeId: number;
  typeName: string;
  tenants: { id: number; name: string; fiscalNumber: string | null }[];
  atContractNumber: string | null;
  frequencyTypeId: number;
  frequencyValue: number;
}

/** How many payments the month has, and how many of them have no e-receipt number. */
export async function monthCounts(db: Reader, entityId: number, month: string) {
  const { from, to } = monthBounds(month);
  const [row] = await queryRows<{ all: number; missing: number }>(
    db,
    sql`
    select count(*)::int as all, count(*) filter (where ar.payment_id is null)::int as missing
    from payment p left join payment_at_receipt ar on ar.payment_id = p.id
    where p.entity_id = ${entityId} and p.payment_date >= ${from} and p.payment_date < ${to}`,
  );
  return row ?? { all: 0, missing: 0 };
}

/** A page of the month's payments (only those without a number unless `all`), by day then id. */
export function monthPayments(
  db: Reader,
  entityId: number,
  month: string,
  all: boolean,
  page: { offset: number; limit: number },
) {
  const { from, to } = monthBounds(month);
  return queryRows<AtPaymentRow>(
    db,
    sql`
    select p.id as "paymentId", p.rent_id as "rentId", r.contract_id as "contractId",
      c.property_id as "propertyId", pr.name as "propertyName", pt.id as "typeId", pt.name as "typeName",
      cur.code as currency, ${storedDayText('p.payment_date')} as "paymentDay", p.amount::text as amount,
      p.taxable_amount::text as "taxableAmount", r.amount::text as "rentAmount",
      r.retained_amount::text as "rentRetained", r.taxable_amount::text as "rentTaxable",
      ${storedDayText('r.payment_period_date')} as "periodDay",
      (select coalesce(sum(q.amount), 0) from payment q
        where q.rent_id = p.rent_id and (q.payment_date, q.id) < (p.payment_date, p.id))::text as "paidBefore",
      null as "receiptNumber", ar.number as "atReceiptNumber",
      c.at_contract_number as "atContractNumber", c.frequency_type_id as "frequencyTypeId",
      c.frequency_value as "frequencyValue",
      ${CONTRACT_TENANTS} as tenants
    from payment p
    join rent r on r.id = p.rent_id and r.entity_id = p.entity_id
    join contract c on c.id = r.contract_id and c.entity_id = r.entity_id
    join property pr on pr.id = c.property_id
    join property_type pt on pt.id = pr.property_type_id
    join currency cur on cur.id = r.currency_id
    left join payment_at_receipt ar on ar.payment_id = p.id
    where p.entity_id = ${entityId} and p.payment_date >= ${from} and p.payment_date < ${to}
      ${all ? sql`` : sql`and ar.payment_id is null`}
    order by p.payment_date, p.id
    limit ${page.limit} offset ${page.offset}`,
  );
}

/** The payment of the entity, and its e-receipt number if one was recorded. */
export async function paymentWithAtNumber(db: Reader, entityId: number, paymentId: number) {
  const [row] = await db
    .select({ id: payment.id, number: paymentAtReceipt.number })
    .from(payment)
    .leftJoin(paymentAtReceipt, eq(paymentAtReceipt.paymentId, payment.id))
    .where(and(eq(payment.entityId, entityId), eq(payment.id, paymentId)));
  return row;
}

/**
 * Records the payment's e-receipt number; with `replace`, over one already recorded. Answers whether
 * a row was written (not, without `replace`, when another number came first).
 */
export async function saveAtNumber(
  tx: Tx,
  access: { entityId: number; userId: number },
  paymentId: number,
  number: string,
  replace: boolean,
) {
  const insert = tx
    .insert(paymentAtReceipt)
    .values({ paymentId, entityId: access.entityId, number, recordedBy: access.userId });
  const written = await (replace
    ? insert.onConflictDoUpdate({
        target: paymentAtReceipt.paymentId,
        set: { number, recordedBy: access.userId, recordedAt: sql`now()` },
      })
    : insert.onConflictDoNothing()
  ).returning({ paymentId: paymentAtReceipt.paymentId });
  return written.length > 0;
}

export function deleteAtNumber(tx: Tx, entityId: number, paymentId: number) {
  return tx
    .delete(paymentAtReceipt)
    .where(and(eq(paymentAtReceipt.entityId, entityId), eq(paymentAtReceipt.paymentId, paymentId)))
    .returning({ paymentId: paymentAtReceipt.paymentId });
}

/**
 * The first day of the month before `now`'s (UTC months, as payment days are stored): the overview
 * and the reminders look for missing e-receipts from there (docs/domain.md "Tax year").
 */
export const trailStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));

/**
 * The payments of the entity dated in [from, to) with no e-receipt number, as `p` with their rent
 * `r`, when the entity is of Portugal and not exempt from e-receipts: what the overview and the
 * reminders look for (docs/domain.md "Tax year").
 */
const unreceipted = (entityId: number, from: Date, to: Date | null) => sql`
    from entity e
    join payment p on p.entity_id = e.id and p.payment_date >= ${from} ${to ? sql`and p.payment_date < ${to}` : sql``}
    join rent r on r.id = p.rent_id and r.entity_id = p.entity_id
    left join payment_at_receipt ar on ar.payment_id = p.id
    where e.id = ${entityId} and e.country_id = ${PORTUGAL_COUNTRY_ID} and not e.at_receipts_exempt
      and ar.payment_id is null`;

/**
 * Per contract (all of the entity's, or `ids`), the day of its oldest payment dated from `from` on
 * with no e-receipt number, in an entity of Portugal not exempt from e-receipts.
 */
export async function missingAtReceipts(db: Reader, entityId: number, from: Date, ids?: readonly number[]) {
  const rows = await queryRows<{ contractId: number; day: string }>(
    db,
    sql`
    select r.contract_id as "contractId", ${storedDayText('min(p.payment_date)')} as day
    ${unreceipted(entityId, from, null)} ${ids ? sql`and r.contract_id = any(${intArray(ids)})` : sql``}
    group by r.contract_id`,
  );
  return new Map(rows.map((row) => [row.contractId, row.day]));
}

/**
 * The days in [from, to) on which each contract of the entity was paid with no e-receipt number
 * recorded, in an entity of Portugal not exempt from e-receipts (the reminders' window).
 */
export function unreceiptedPaymentDays(db: Reader, entityId: number, from: Date, to: Date) {
  return queryRows<{ contractId: number; day: string }>(
    db,
    sql`
    select distinct r.contract_id as "contractId", ${storedDayText('p.payment_date')} as day
    ${unreceipted(entityId, from, to)}`,
  );
}
