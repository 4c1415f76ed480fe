import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from './money';
import {
  addDays,
  addYears,
  coefficientOf,
  earliestUpdateDay,
  RENT_UPDATE_COEFFICIENTS,
  rentInForceOn,
  rentUpdateProposal,
  updatedAmount,
} from './rent-update';

const END = '2030-02-28';
const coefficient2026 = coefficientOf(2026);

describe('statutory rent update', () => {
  it('proposes 766,80 € from 1 March 2026 on 31 January 2026 for a contract of 750 € started 1 March 2025', () => {
    expect(
      rentUpdateProposal({ amount: 750, since: '2025-03-01', closedYears: [] }, END, '2026-01-31'),
    ).toEqual({
      currentAmount: 750,
      coefficient: { year: 2026, tenThousandths: 10224, aviso: 'Aviso n.º 23174/2025/2' },
      newAmount: 766.8,
      effectiveDay: '2026-03-01',
    });
  });

  it('keeps one row per year, oldest first, with its notice', () => {
    const years = RENT_UPDATE_COEFFICIENTS.map((row) => row.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(new Set(years).size).toBe(years.length);
    expect(RENT_UPDATE_COEFFICIENTS.map((row) => [row.year, row.tenThousandths])).toEqual([
      [2024, 10694],
      [2025, 10216],
      [2026, 10224],
    ]);
    for (const row of RENT_UPDATE_COEFFICIENTS) expect(row.aviso).toMatch(/^Aviso n\.º /);
  });

  it('rounds the new rent up to the next cent, exactly', () => {
    if (!coefficient2026) throw new Error('2026 coefficient missing');
    expect(updatedAmount(700, coefficient2026)).toBe(715.68);
    expect(updatedAmount(1000, coefficient2026)).toBe(1022.4);
    // 333,33 × 1,0224 = 340,796592: up to 340,80.
    expect(updatedAmount(333.33, coefficient2026)).toBe(340.8);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.constantFrom(...RENT_UPDATE_COEFFICIENTS),
        (cents, row) => {
          const updated = toCents(updatedAmount(cents / 100, row));
          const exact = BigInt(cents) * BigInt(row.tenThousandths);
          // Never below the exact product, and less than a cent above it.
          return BigInt(updated) * 10_000n >= exact && (BigInt(updated) - 1n) * 10_000n < exact;
        },
      ),
    );
  });

  it('counts a year to the same day, the last of February when there is no 29th', () => {
    expect(addYears('2025-03-01', 1)).toBe('2026-03-01');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addDays('2026-01-31', 29)).toBe('2026-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });

  it("applies from the later of the anniversary and the letter's 30 days, the letter's day counted", () => {
    expect(earliestUpdateDay('2025-03-01', '2026-01-31')).toBe('2026-03-01');
    expect(earliestUpdateDay('2025-03-01', '2026-02-01')).toBe('2026-03-02');
    expect(earliestUpdateDay('2024-06-10', '2026-11-28')).toBe('2026-12-27');
  });

  it('is proposed from 60 days before the anniversary, not earlier', () => {
    const rent = { amount: 750, since: '2025-03-01', closedYears: [] };
    expect(rentUpdateProposal(rent, END, '2025-12-30')).toBeUndefined();
    expect(rentUpdateProposal(rent, END, '2025-12-31')?.effectiveDay).toBe('2026-03-01');
  });

  it('is not proposed for a dismissed or updated year, past the contract, or without the year coefficient', () => {
    const rent = { amount: 750, since: '2025-03-01', closedYears: [] };
    expect(rentUpdateProposal({ ...rent, closedYears: [2026] }, END, '2026-01-31')).toBeUndefined();
    expect(rentUpdateProposal(rent, '2026-02-28', '2026-01-31')).toBeUndefined();
    expect(rentUpdateProposal(rent, '2026-03-01', '2026-01-31')).toBeDefined();
    // A letter of mid-December would apply in a year whose coefficient is not published yet.
    expect(
      rentUpdateProposal({ amount: 750, since: '2025-12-20', closedYears: [] }, END, '2026-12-15'),
    ).toBeUndefined();
  });
});

describe('rent in force', () => {
  const history = [
    { effectiveDay: '2026-03-01', amount: 766.8, taxableAmount: null },
    { effectiveDay: '2025-03-01', amount: 750, taxableAmount: 700 },
  ];

  it('is the latest row applying by the day, the first one before any applies', () => {
    expect(rentInForceOn(history, '2026-02-28')?.amount).toBe(750);
    expect(rentInForceOn(history, '2026-03-01')?.amount).toBe(766.8);
    expect(rentInForceOn(history, '2027-01-01')?.amount).toBe(766.8);
    expect(rentInForceOn(history, '2025-02-01')?.taxableAmount).toBe(700);
    expect(rentInForceOn([], '2026-01-01')).toBeUndefined();
  });
});
