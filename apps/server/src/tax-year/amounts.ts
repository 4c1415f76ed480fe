import type { TaxAmounts } from '@arrenda/core';
import { centsOf, centsOrZero, fromCents } from '../db/money';
import { retainedShareCents } from '../finance/queries';
import type { YearPaymentRow } from './queries';

/** Tax amounts in whole cents, summed as integers. */
export interface TaxCents {
  received: number;
  retained: number;
  gross: number;
  taxable: number;
  extra: number;
}

export const zeroCents = (): TaxCents => ({ received: 0, retained: 0, gross: 0, taxable: 0, extra: 0 });

export function addCents(total: TaxCents, part: TaxCents): void {
  total.received += part.received;
  total.retained += part.retained;
  total.gross += part.gross;
  total.taxable += part.taxable;
  total.extra += part.extra;
}

export const toAmounts = (cents: TaxCents): TaxAmounts => ({
  received: fromCents(cents.received),
  retained: fromCents(cents.retained),
  gross: fromCents(cents.gross),
  taxable: fromCents(cents.taxable),
  extra: fromCents(cents.extra),
});

/**
 * What one payment counts for the tax year (docs/domain.md "Tax year"): the tax it withheld is its
 * rent's share after it less the share before it (the overview's and the summary's count, so the
 * year's shares add up to theirs to the cent); the rent it settles is the payment plus that tax; its
 * taxable part is the payment's own taxable amount, else its share of the rent's, else all of it,
 * never below the tax; the rest is extra charges.
 */
export function paymentCents(row: YearPaymentRow): TaxCents {
  const received = centsOf(row.amount);
  const rentCents = centsOf(row.rentAmount);
  const retainedCents = centsOrZero(row.rentRetained);
  const netCents = rentCents - retainedCents;
  const before = centsOf(row.paidBefore);
  const retained =
    retainedCents > 0
      ? retainedShareCents(retainedCents, netCents, before + received) -
        retainedShareCents(retainedCents, netCents, before)
      : 0;
  const gross = received + retained;
  let taxable = gross;
  if (row.taxableAmount !== null) taxable = centsOf(row.taxableAmount);
  else if (row.rentTaxable !== null && rentCents > 0) {
    taxable = Math.round((gross * centsOf(row.rentTaxable)) / rentCents);
  }
  taxable = Math.min(gross, Math.max(taxable, retained));
  return { received, retained, gross, taxable, extra: gross - taxable };
}
