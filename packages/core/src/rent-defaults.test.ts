import { describe, expect, it } from 'vitest';
import { dueDayOf, lastDayOf, newRent } from './rent-defaults';

const terms = {
  currencyId: 2,
  amount: 700,
  extraAmount: null,
  taxableAmount: 700,
  taxRetention: false,
  taxRetentionPercentage: null,
  rentDueDay: 1,
};

describe('new-rent defaults', () => {
  it("puts the period on the 15th of the month and the due date on the contract's day of it", () => {
    expect(newRent(terms, '2026-11')).toEqual({
      currencyId: 2,
      paymentPeriodDate: '2026-11-15',
      paymentDueDate: '2026-11-01',
      amount: 700,
      retainedAmount: null,
      taxableAmount: 700,
    });
  });

  it('knows the length of every month, leap years included', () => {
    expect(['2024-02', '2025-02', '2026-01', '2026-04', '2026-12', '2100-02'].map(lastDayOf)).toEqual([
      '2024-02-29',
      '2025-02-28',
      '2026-01-31',
      '2026-04-30',
      '2026-12-31',
      '2100-02-28',
    ]);
  });

  it("falls due on the month's last day when the month is shorter than the contract's day", () => {
    expect(newRent({ ...terms, rentDueDay: 8 }, '2026-11').paymentDueDate).toBe('2026-11-08');
    expect(newRent({ ...terms, rentDueDay: 31 }, '2026-11').paymentDueDate).toBe('2026-11-30');
    expect(['2024-02', '2025-02', '2026-03'].map((month) => dueDayOf(month, 30))).toEqual([
      '2024-02-29',
      '2025-02-28',
      '2026-03-30',
    ]);
  });

  it('asks for the total with the extra amount, exact to the cent, and keeps the taxable amount', () => {
    const rent = newRent({ ...terms, amount: 0.1, extraAmount: 0.2, taxableAmount: 0.1 }, '2026-03');
    expect(rent).toMatchObject({ amount: 0.3, taxableAmount: 0.1, retainedAmount: null });
  });

  it('retains the percentage of the taxable amount with tax retention, rounded half up to the cent', () => {
    const retaining = { ...terms, taxRetention: true, taxRetentionPercentage: 25 };
    expect(
      newRent({ ...retaining, amount: 1000, extraAmount: 50, taxableAmount: 1010.1 }, '2026-06'),
    ).toMatchObject({
      amount: 1050,
      taxableAmount: 1010.1,
      // 1010.10 x 25 % = 252.525
      retainedAmount: 252.53,
    });
    expect(newRent({ ...retaining, taxableAmount: 333.33 }, '2026-06').retainedAmount).toBe(83.33);
  });

  it('retains nothing without tax retention, even with a percentage left from before', () => {
    expect(newRent({ ...terms, taxRetentionPercentage: 25 }, '2026-06').retainedAmount).toBeNull();
  });
});
