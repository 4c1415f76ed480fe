import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { retainedShareCents } from '../finance/queries';
import { paymentCents } from './amounts';
import type { YearPaymentRow } from './queries';

/** Money in cents as a numeric column's text. */
const text = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The rows of a rent's payments in order, each with what was paid before it. */
function paymentsOf(rent: { amount: number; retained: number; taxable?: number }, parts: readonly number[]) {
  let before = 0;
  return parts.map((part, index): YearPaymentRow => {
    const row: YearPaymentRow = {
      paymentId: index + 1,
      rentId: 1,
      contractId: 1,
      propertyId: 1,
      currency: 'Euro',
      paymentDay: '2025-01-10',
      amount: text(part),
      taxableAmount: null,
      rentAmount: text(rent.amount),
      rentRetained: text(rent.retained),
      rentTaxable: rent.taxable === undefined ? null : text(rent.taxable),
      periodDay: '2025-01-15',
      paidBefore: text(before),
      receiptNumber: null,
      atReceiptNumber: null,
    };
    before += part;
    return row;
  });
}

describe("a payment's share of the tax year", () => {
  it('splits a rent’s retained tax over its payments without a cent lost or counted twice', () => {
    // 400 € at 25 %: 100 € withheld on 300 € net, paid in three parts. Each part's own share
    // rounded alone would add up to 100,01 €.
    const shares = paymentsOf({ amount: 40_000, retained: 10_000 }, [10_001, 10_001, 9_998]).map(
      (row) => paymentCents(row).retained,
    );
    expect(shares).toEqual([3_334, 3_333, 3_333]);
  });

  it('adds up, over any split of the payments, to the share the overview and the summary count', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
        (net, percent, parts) => {
          const retained = Math.round((net * percent) / 100);
          const rows = paymentsOf({ amount: net + retained, retained }, parts);
          const sum = rows.reduce((total, row) => total + paymentCents(row).retained, 0);
          const paid = parts.reduce((total, part) => total + part, 0);
          expect(sum).toBe(retainedShareCents(retained, net, paid));
        },
      ),
    );
  });

  it('keeps the taxable part between the tax withheld and the rent settled, the charges apart', () => {
    // 1.050 € with 50 € of charges, 250 € withheld: 800 € settle it all.
    const [row] = paymentsOf({ amount: 105_000, retained: 25_000, taxable: 100_000 }, [80_000]);
    expect(row && paymentCents(row)).toEqual({
      received: 80_000,
      retained: 25_000,
      gross: 105_000,
      taxable: 100_000,
      extra: 5_000,
    });
  });
});
