import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { receipt, receiptCounter } from '../db/schema';
import { conflict } from '../errors';

/** A number of the automatic series: `YYYY/N`, N without leading zeros. */
const SERIES = /^(\d{4})\/([1-9]\d{0,8})$/;

const seriesNumber = (year: number, n: number) => `${year}/${n}`;

/** Sets the entity's counter for the year, creating it; the row stays locked until the transaction ends. */
async function moveCounter(tx: Tx, entityId: number, year: number, first: number, next: SQL) {
  const [row] = await tx
    .insert(receiptCounter)
    .values({ entityId, year, lastNumber: first })
    .onConflictDoUpdate({ target: [receiptCounter.entityId, receiptCounter.year], set: { lastNumber: next } })
    .returning({ lastNumber: receiptCounter.lastNumber });
  if (!row) throw new Error('receipt counter not moved');
  return row.lastNumber;
}

/**
 * The number the receipt form proposes (docs/domain.md "Receipts"): the next of the entity's series for
 * the year. Nothing is consumed: the number is taken only when the receipt is issued.
 */
export async function proposeNumber(db: Db, entityId: number, year: number) {
  const [counter] = await db
    .select({ lastNumber: receiptCounter.lastNumber })
    .from(receiptCounter)
    .where(and(eq(receiptCounter.entityId, entityId), eq(receiptCounter.year, year)));
  return seriesNumber(year, (counter?.lastNumber ?? 0) + 1);
}

/**
 * Records a new receipt number for a payment, inside the caller's transaction. Without a requested
 * number it takes the next of the series (the counter row is locked, so concurrent calls get
 * distinct numbers). A requested number is refused (409) when the entity already issued it, for any
 * payment (a voided receipt's number included); one of the series moves the counter past it, so it
 * is never proposed again.
 */
export async function issueNumber(
  tx: Tx,
  entityId: number,
  paymentId: number,
  year: number,
  requested: string | null,
): Promise<{ id: number; number: string }> {
  let number = requested;
  if (number === null) {
    const n = await moveCounter(tx, entityId, year, 1, sql`${receiptCounter.lastNumber} + 1`);
    number = seriesNumber(year, n);
  } else {
    const series = SERIES.exec(number);
    if (series) {
      const n = Number(series[2]);
      await moveCounter(
        tx,
        entityId,
        Number(series[1]),
        n,
        sql`greatest(${receiptCounter.lastNumber}, ${n})`,
      );
    }
  }
  const [inserted] = await tx
    .insert(receipt)
    .values({ entityId, paymentId, number })
    .onConflictDoNothing({ target: [receipt.entityId, receipt.number] })
    .returning({ id: receipt.id });
  if (!inserted) {
    throw conflict('server.receiptNumberTaken', {
      fieldErrors: { receiptNumber: 'server.receiptNumberTaken' },
    });
  }
  return { id: inserted.id, number };
}
