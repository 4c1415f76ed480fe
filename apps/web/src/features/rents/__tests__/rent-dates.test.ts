import { describe, expect, it } from 'vitest';
import { newRentValues } from '@/features/rents/components/rent-form-values';
import { formatMonth, nextPeriod } from '@/lib/rent-dates';
import { contractView } from '@/testing/fixtures/rent-fixtures';

describe('Rent dates', () => {
  const today = new Date(2025, 1, 10, 9, 30);

  it('takes the month after the last period, across a year end, or this month without one', () => {
    expect(nextPeriod('2025-01-15T12:00:00.000Z', today)).toBe('2025-02-15');
    expect(nextPeriod('2024-12-15T12:00:00.000Z', today)).toBe('2025-01-15');
    expect(nextPeriod(null, today)).toBe('2025-02-15');
  });

  it("makes a new rent due on the contract's due day of the rent's month", () => {
    const contract = contractView(12, { lastPaymentPeriod: '2025-01-15T12:00:00.000Z', rentDueDay: 1 });
    expect(newRentValues(contract, today).paymentDueDate).toBe('2025-02-01');
    expect(newRentValues({ ...contract, rentDueDay: 31 }, today).paymentDueDate).toBe('2025-02-28');
  });

  it("takes the rent its history puts in force on the new rent's due day", () => {
    const contract = contractView(12, {
      lastPaymentPeriod: '2025-01-15T12:00:00.000Z',
      rentDueDay: 1,
      amount: 766.8,
    });
    const row = (effectiveDate: string, amount: number, id: number) => ({
      id,
      effectiveDate,
      amount,
      taxableAmount: amount,
      reason: 'START' as const,
      coefficient: null,
      coefficientYear: null,
      aviso: null,
      note: null,
      letterFileId: null,
      locked: false,
      version: 1,
    });
    const history = [row('2025-03-01', 766.8, 2), row('2024-03-01', 750, 1)];
    // February's rent falls due on 1 February 2025, before the update of 1 March.
    expect(newRentValues(contract, today, history).amount).toBe(750);
    expect(
      newRentValues({ ...contract, lastPaymentPeriod: '2025-02-15T12:00:00.000Z' }, today, history).amount,
    ).toBe(766.8);
  });

  it('writes a month in full or short, in English and Portuguese', () => {
    expect(formatMonth('2024-12-15T12:00:00.000Z', 'en')).toBe('December 2024');
    expect(formatMonth('2024-12', 'en', 'short')).toBe('Dec 2024');
    expect(formatMonth('2024-12-15T12:00:00.000Z', 'pt')).toBe('dezembro de 2024');
    expect(formatMonth('2024-12', 'pt', 'short')).toBe('dez. 2024');
  });
});
