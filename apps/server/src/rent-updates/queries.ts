import type { ContractRentReason, RentUpdateState } from '@arrenda/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../db/client';
import { amountOf } from '../db/money';
import { intArray, queryRows } from '../db/raw';
import { contractRent, entity, rentUpdateDismissal } from '../db/schema';
import { storedDayText } from '../db/stored-days';

/** One row of a contract's rent history as read, money as text. */
export interface HistoryRow {
  id: number;
  effectiveDay: string;
  amount: string;
  taxableAmount: string | null;
  reason: ContractRentReason;
  coefficient: number | null;
  coefficientYear: number | null;
  note: string | null;
  letterFileId: number | null;
  version: number;
  /** A paid rent was charged at it: a rent with a payment, due from its day to the next row's. */
  locked: boolean;
}

/**
 * The contract's rent history, oldest first (docs/domain.md "Rent updates"). A rent is charged at
 * the row in force on its due day; the first row also charges the rents due before it. Rent days
 * are stored at noon and history days at 10:00 UTC, so comparing the instants compares the days.
 */
export function historyOf(db: Reader, entityId: number, contractId: number) {
  return queryRows<HistoryRow>(
    db,
    sql`select h.id, ${storedDayText('h.effective_date')} as "effectiveDay",
        h.amount::text as amount, h.taxable_amount::text as "taxableAmount", h.reason, h.coefficient,
        h.coefficient_year as "coefficientYear", h.note, h.letter_file_id as "letterFileId", h.version,
        exists (select 1 from rent r
          where r.entity_id = h.entity_id and r.contract_id = h.contract_id and r.paid_amount > 0
            and (h.previous is null or r.payment_due_date >= h.effective_date)
            and (h.next is null or r.payment_due_date < h.next)) as locked
      from (select c.*, lag(c.effective_date) over w as previous, lead(c.effective_date) over w as next
        from contract_rent c where c.entity_id = ${entityId} and c.contract_id = ${contractId}
        window w as (order by c.effective_date)) h
      order by h.effective_date`,
  );
}

/**
 * Whether a rent of the contract with a payment falls due from `from` (a history day's stored
 * instant) to `until` (excluded; none for no end): a history change there would rewrite what a
 * paid period was charged.
 */
export async function paidRentDueIn(
  tx: Tx,
  entityId: number,
  contractId: number,
  from: Date,
  until: Date | null,
) {
  const [row] = await queryRows<{ found: boolean }>(
    tx,
    sql`select exists (select 1 from rent r
      where r.entity_id = ${entityId} and r.contract_id = ${contractId} and r.paid_amount > 0
        and r.payment_due_date >= ${from} ${until ? sql`and r.payment_due_date < ${until}` : sql``}) as found`,
  );
  return row?.found ?? false;
}

/** The years whose update the landlord dismissed for the contract. */
export async function dismissedYears(db: Reader, entityId: number, contractId: number) {
  const rows = await db
    .select({ year: rentUpdateDismissal.year })
    .from(rentUpdateDismissal)
    .where(and(eq(rentUpdateDismissal.entityId, entityId), eq(rentUpdateDismissal.contractId, contractId)))
    .orderBy(rentUpdateDismissal.year);
  return rows.map((row) => row.year);
}

/** Records that the contract gets no update in `year` (again: no error). */
export async function dismissYear(db: Reader, entityId: number, contractId: number, year: number) {
  await db.insert(rentUpdateDismissal).values({ entityId, contractId, year }).onConflictDoNothing();
}

export type NewHistoryRow = Omit<
  typeof contractRent.$inferInsert,
  'id' | 'version' | 'createdAt' | 'updatedAt'
>;

/** Adds a row to the history; answers its id. */
export async function insertHistoryRow(tx: Tx, row: NewHistoryRow) {
  const [inserted] = await tx.insert(contractRent).values(row).returning({ id: contractRent.id });
  if (!inserted) throw new Error('rent history row not inserted');
  return inserted.id;
}

/** Changes a row's day, amounts and note; false when the row's version moved on (`version` given). */
export async function updateHistoryRow(
  tx: Tx,
  entityId: number,
  rowId: number,
  values: Pick<NewHistoryRow, 'effectiveDate' | 'amount' | 'taxableAmount' | 'note'>,
  version: number | undefined,
) {
  const rows = await tx
    .update(contractRent)
    .set({ ...values, version: sql`${contractRent.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(contractRent.entityId, entityId),
        eq(contractRent.id, rowId),
        version === undefined ? undefined : eq(contractRent.version, version),
      ),
    )
    .returning({ id: contractRent.id });
  return rows.length > 0;
}

export async function deleteHistoryRow(tx: Tx, entityId: number, rowId: number) {
  await tx.delete(contractRent).where(and(eq(contractRent.entityId, entityId), eq(contractRent.id, rowId)));
}

/** The landlord as a letter names them: the entity's legal name (else its name), address, city and tax number. */
export async function landlordOf(db: Reader, entityId: number) {
  const [row] = await db
    .select({
      name: entity.name,
      legalName: entity.legalName,
      address: entity.address,
      postalCode: entity.postalCode,
      city: entity.city,
      financeNumber: entity.financeNumber,
    })
    .from(entity)
    .where(eq(entity.id, entityId));
  return row;
}

/** The contract's first and last day ('YYYY-MM-DD'), when it is the entity's under the property. */
export async function contractDaysOf(db: Reader, entityId: number, propertyId: number, contractId: number) {
  const [row] = await queryRows<{ startDay: string; endDay: string }>(
    db,
    sql`select ${storedDayText('c.start_date')} as "startDay",
        ${storedDayText('c.end_date')} as "endDay"
      from contract c where c.entity_id = ${entityId} and c.id = ${contractId} and c.property_id = ${propertyId}`,
  );
  return row;
}

/** Per contract of the entity (those of `ids`, or all), its update state. */
export async function updateStates(db: Reader, entityId: number, ids?: readonly number[]) {
  const rows = await queryRows<{ contractId: number; since: string; amount: string; closedYears: number[] }>(
    db,
    sql`select h.contract_id as "contractId", ${storedDayText('h.effective_date')} as since,
        h.amount::text as amount,
        array(select u.coefficient_year::int from contract_rent u
            where u.contract_id = h.contract_id and u.reason = 'UPDATE' and u.coefficient_year is not null
          union select d.year::int from rent_update_dismissal d where d.contract_id = h.contract_id) as "closedYears"
      from (select distinct on (r.contract_id) r.contract_id, r.effective_date, r.amount from contract_rent r
        where r.entity_id = ${entityId}
          ${ids ? sql`and r.contract_id = any(${intArray(ids)})` : sql``}
        order by r.contract_id, r.effective_date desc) h`,
  );
  return new Map<number, RentUpdateState>(
    rows.map((row) => [
      row.contractId,
      { since: row.since, amount: amountOf(row.amount), closedYears: row.closedYears },
    ]),
  );
}
