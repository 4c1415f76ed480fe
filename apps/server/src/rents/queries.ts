import {
  type Page,
  type PaymentView,
  pageWindow,
  type RentListQuery,
  type RentSort,
  type RentView,
} from '@arrenda/core';
import { type AnyColumn, and, count, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { contractIsOnProperty } from '../contracts/queries';
import type { Reader } from '../db/client';
import { jsonRow } from '../db/json-row';
import { amountOf, amountOrNull } from '../db/money';
import { inPageOf, pageOrder } from '../db/paging';
import { ENTITY_ID, type Param, preparedVariants } from '../db/prepared-queries';
import { currency, rent } from '../db/schema';

/**
 * A payment as its rent's row holds it: id, currency id and name, day (ISO text), amount and
 * taxable amount (decimal text), description, its receipt in force as id, number, issue and
 * mail instants (ISO text), and the number of its Tax Authority e-receipt.
 */
type PaymentRow = [
  id: number,
  currencyId: number,
  currency: string,
  paymentDate: string,
  amount: string,
  taxableAmount: string | null,
  description: string | null,
  receipt: [id: number, number: string, issuedAt: string, sentAt: string | null] | null,
  atReceiptNumber: string | null,
];

/** A timestamp column as the API's ISO text, null stays null. */
const isoTime = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The rent's payments, oldest first, as JSON arrays (PaymentRow; money as text, exact), with the
 * receipt in force: arrays rather than objects, as the rows are (docs/performance.md "Rows as JSON").
 */
const payments = sql<PaymentRow[]>`(
  select coalesce(json_agg(json_build_array(
    p.id, p.currency_id, cu.name, ${isoTime('p.payment_date')}, p.amount::text, p.taxable_amount::text, p.description,
    (
      select json_build_array(r.id, r.number, ${isoTime('r.created_at')}, ${isoTime('r.sent_at')})
      from receipt r
      where r.entity_id = p.entity_id and r.payment_id = p.id and r.voided_at is null
      order by r.id desc limit 1
    ),
    (select ar.number from payment_at_receipt ar where ar.payment_id = p.id)
  ) order by p.payment_date, p.id), '[]'::json)
  from payment p join currency cu on cu.id = p.currency_id
  where p.rent_id = ${rent.id}
)`;

function toPaymentView([
  id,
  currencyId,
  currency,
  paymentDate,
  amount,
  taxableAmount,
  description,
  receipt,
  atReceiptNumber,
]: PaymentRow): PaymentView {
  return {
    id,
    currencyId,
    currency,
    paymentDate,
    amount: amountOf(amount),
    taxableAmount: amountOrNull(taxableAmount),
    description,
    receipt: receipt && { id: receipt[0], number: receipt[1], issuedAt: receipt[2], sentAt: receipt[3] },
    atReceiptNumber,
  };
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

/** The contract and its property in a rent page written once (pageStatement). */
const CONTRACT_ID = sql.placeholder('contractId') as Placeholder<'contractId', number>;
const PROPERTY_ID = sql.placeholder('propertyId') as Placeholder<'propertyId', number>;

/** The rents of the contract, when it is the entity's contract under the property. */
const contractRents = (entityId: Param<number>, propertyId: Param<number>, contractId: Param<number>) =>
  and(
    eq(rent.entityId, entityId),
    eq(rent.contractId, contractId),
    contractIsOnProperty(entityId, propertyId, contractId),
  );

/**
 * A page of a contract's rents for the query's variant (the newest period first unless sorted),
 * with how many it has: the entity, property and contract as placeholders. The inner "rent" is
 * the count's own: a name binds to the nearest FROM that has it.
 */
function pageQuery(db: Reader, query: RentListQuery) {
  const where = contractRents(ENTITY_ID, PROPERTY_ID, CONTRACT_ID);
  const { offset, limit } = pageWindow(query);
  const order = query.order ?? (query.sort === undefined ? 'desc' : 'asc');
  const ordering = pageOrder(SORT_COLUMNS[query.sort ?? 'period'], order, rent.id);
  const ids = db
    .select({ id: rent.id })
    .from(rent)
    .where(where)
    .orderBy(...ordering);
  const total = sql<number>`(select count(*)::int from ${rent} where ${where})`.mapWith(Number);
  return selected(db, { total })
    .where(and(where, inPageOf(rent.id, ids, { limit, offset })))
    .orderBy(...ordering);
}

const pageStatements = preparedVariants(pageQuery);

/**
 * One page of a contract's rents and how many it has, in one statement written and prepared once
 * per variant (sort, order, window; docs/performance.md "Statements written once"), which also
 * checks that the contract is the entity's, under the property. A page past the last row (or of no
 * such contract) reads the count and the check alone: undefined when there is no such contract.
 */
export async function pageRents(
  db: Reader,
  entityId: number,
  { propertyId, contractId }: { propertyId: number; contractId: number },
  query: RentListQuery,
): Promise<Page<RentView> | undefined> {
  const { offset, limit } = pageWindow(query);
  const key = `${query.sort ?? ''}/${query.order ?? ''}/${limit}/${offset}`;
  const rows = await pageStatements(db, key, query).execute({
    entityId,
    propertyId,
    contractId,
  });
  const [first] = rows;
  if (first) return { items: rows.map(toRentView), total: first.total };
  const [counted] = await db
    .select({
      total: count(),
      found: contractIsOnProperty(entityId, propertyId, contractId),
    })
    .from(rent)
    .where(and(eq(rent.entityId, entityId), eq(rent.contractId, contractId)));
  return counted?.found ? { items: [], total: counted.total } : undefined;
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
