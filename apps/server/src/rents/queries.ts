import {
  type Page,
  type PaymentView,
  pageWindow,
  type RentListQuery,
  type RentSort,
  type RentView,
} from '@arrenda/core';
import { type AnyColumn, and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Reader } from '../db/client';
import { jsonRow } from '../db/json-row';
import { amountOf, amountOrNull } from '../db/money';
import { inPageOf, pageOrder } from '../db/paging';
import { currency, rent } from '../db/schema';

interface PaymentRow {
  id: number;
  currencyId: number;
  currency: string;
  paymentDate: string;
  amount: string;
  taxableAmount: string | null;
  description: string | null;
  receipt: PaymentView['receipt'];
}

/** A timestamp column as the API's ISO text, null stays null. */
const isoTime = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The rent's payments, oldest first, as JSON (money as text, exact), with the receipt in force. */
const payments = sql<PaymentRow[]>`(
  select coalesce(json_agg(json_build_object(
    'id', p.id, 'currencyId', p.currency_id, 'currency', cu.name,
    'paymentDate', to_char(p.payment_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'amount', p.amount::text, 'taxableAmount', p.taxable_amount::text, 'description', p.description,
    'receipt', (
      select json_build_object('id', r.id, 'number', r.number, 'issuedAt', ${isoTime('r.created_at')},
        'sentAt', ${isoTime('r.sent_at')})
      from receipt r
      where r.entity_id = p.entity_id and r.payment_id = p.id and r.voided_at is null
      order by r.id desc limit 1
    )
  ) order by p.payment_date, p.id), '[]'::json)
  from payment p join currency cu on cu.id = p.currency_id
  where p.rent_id = ${rent.id}
)`;

function toPaymentView(row: PaymentRow): PaymentView {
  return { ...row, amount: amountOf(row.amount), taxableAmount: amountOrNull(row.taxableAmount) };
}

/** A rent as read: money as decimal text, instants as ISO text, its payments. */
interface Row {
  id: number;
  version: number;
  contractId: number;
  currencyId: number;
  currency: string;
  paymentDueDate: string;
  paymentPeriodDate: string;
  amount: string;
  retainedAmount: string | null;
  taxableAmount: string | null;
  paidAmount: string;
  amountToPay: string;
  payments: PaymentRow[];
}

/** A rent's row as one JSON value (docs/performance.md "Rows as JSON"). */
const rentRow = jsonRow<Row>({
  id: rent.id,
  version: rent.version,
  contractId: rent.contractId,
  currencyId: rent.currencyId,
  currency: currency.name,
  paymentDueDate: rent.paymentDueDate,
  paymentPeriodDate: rent.paymentPeriodDate,
  amount: rent.amount,
  retainedAmount: rent.retainedAmount,
  taxableAmount: rent.taxableAmount,
  paidAmount: rent.paidAmount,
  amountToPay: rent.amountToPay,
  payments,
});

const selected = <More extends SelectedFields>(db: Reader, more: More) =>
  db
    .select({ row: rentRow, ...more })
    .from(rent)
    .innerJoin(currency, eq(currency.id, rent.currencyId));

function selectRents(db: Reader, where: SQL | undefined) {
  return selected(db, {}).where(where).orderBy(desc(rent.paymentPeriodDate), desc(rent.id));
}

const SORT_COLUMNS: Record<RentSort, AnyColumn> = {
  period: rent.paymentPeriodDate,
  due: rent.paymentDueDate,
  amount: rent.amount,
  toPay: rent.amountToPay,
};

/**
 * One page of a contract's rents (the newest period first unless sorted) and how many it has, in
 * one statement (docs/performance.md "One statement per page"); a page past the last row reads the
 * count alone. The inner "rent" is the count's own: a name binds to the nearest FROM that has it.
 */
export async function pageRents(
  db: Reader,
  entityId: number,
  contractId: number,
  query: RentListQuery,
): Promise<Page<RentView>> {
  const where = and(eq(rent.entityId, entityId), eq(rent.contractId, contractId));
  const { offset, limit } = pageWindow(query);
  const order = query.order ?? (query.sort === undefined ? 'desc' : 'asc');
  const ordering = pageOrder(SORT_COLUMNS[query.sort ?? 'period'], order, rent.id);
  const ids = db
    .select({ id: rent.id })
    .from(rent)
    .where(where)
    .orderBy(...ordering);
  const total = sql<number>`(select count(*)::int from ${rent} where ${where})`.mapWith(Number);
  const rows = await selected(db, { total })
    .where(and(where, inPageOf(rent.id, ids, { limit, offset })))
    .orderBy(...ordering);
  const [first] = rows;
  if (first) return { items: rows.map(toRentView), total: first.total };
  const [counted] = await db.select({ total: count() }).from(rent).where(where);
  return { items: [], total: counted?.total ?? 0 };
}

/**
 * The rent of docs/product.md#records-and-fields with what is paid and what is owed (docs/domain.md), exact to the cent:
 * the database keeps both on the rent (trigger payment_paid_amount, column amount_to_pay).
 */
function toRentView({ row }: { row: Row }): RentView {
  const paymentViews = row.payments.map(toPaymentView);
  const toPay = amountOf(row.amountToPay);
  return {
    id: row.id,
    version: row.version,
    contractId: row.contractId,
    currencyId: row.currencyId,
    currency: row.currency,
    paymentDueDate: row.paymentDueDate,
    paymentPeriodDate: row.paymentPeriodDate,
    amount: amountOf(row.amount),
    retainedAmount: amountOrNull(row.retainedAmount),
    taxableAmount: amountOrNull(row.taxableAmount),
    amountPaid: amountOf(row.paidAmount),
    paymentDate: paymentViews.at(-1)?.paymentDate ?? null,
    amountToPay: toPay,
    paid: toPay === 0,
    payments: paymentViews,
  };
}

/** A contract's rents, newest period first; or one of them. */
export async function listRents(db: Reader, entityId: number, contractId: number, rentId?: number) {
  const rows = await selectRents(
    db,
    and(
      eq(rent.entityId, entityId),
      eq(rent.contractId, contractId),
      rentId === undefined ? undefined : eq(rent.id, rentId),
    ),
  );
  return rows.map(toRentView);
}

/** The periods of the contract's rents. */
export async function rentPeriods(db: Reader, entityId: number, contractId: number) {
  const rows = await db
    .select({ period: rent.paymentPeriodDate })
    .from(rent)
    .where(and(eq(rent.entityId, entityId), eq(rent.contractId, contractId)));
  return rows.map((row) => row.period);
}
