import type { Db, Tx } from '../db/client';
import { conflict } from '../errors';
import { insertReceipt, lastNumber, moveCounterPast, takeNextNumber } from './numbering-queries';

/** A number of the automatic series: `YYYY/N`, N without leading zeros. */
const SERIES = /^(\d{4})\/([1-9]\d{0,8})$/;

const seriesNumber = (year: number, n: number) => `${year}/${n}`;

/**
 * The number the receipt form proposes (docs/domain.md "Receipts"): the next of the entity's series for
 * the year. Nothing is consumed: the number is taken only when the receipt is issued.
 */
export async function proposeNumber(db: Db, entityId: number, year: number) {
  return seriesNumber(year, (await lastNumber(db, entityId, year)) + 1);
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
    number = seriesNumber(year, await takeNextNumber(tx, entityId, year));
  } else {
    const series = SERIES.exec(number);
    if (series) {
      await moveCounterPast(tx, entityId, Number(series[1]), Number(series[2]));
    }
  }
  const id = await insertReceipt(tx, entityId, paymentId, number);
  if (id === undefined) {
    throw conflict('server.receiptNumberTaken', {
      fieldErrors: { receiptNumber: 'server.receiptNumberTaken' },
    });
  }
  return { id, number };
}
