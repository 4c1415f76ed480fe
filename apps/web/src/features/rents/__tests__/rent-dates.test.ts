import { describe, expect, it } from 'vitest';
import { formatMonth, nextPeriod } from '../components/rent-dates';
import { newRentValues } from '../components/rent-form-values';
import { sortRents } from '../components/rents-section';
import { contractView, rentView } from './rent-fixtures';

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

  it('writes a month in full or short, in English and Portuguese', () => {
    expect(formatMonth('2024-12-15T12:00:00.000Z', 'en')).toBe('December 2024');
    expect(formatMonth('2024-12', 'en', 'short')).toBe('Dec 2024');
    expect(formatMonth('2024-12-15T12:00:00.000Z', 'pt')).toBe('dezembro de 2024');
    expect(formatMonth('2024-12', 'pt', 'short')).toBe('dez. 2024');
  });

  it('sorts rents by period, newest first by default, the later-made first within a period', () => {
    const rents = [
      rentView(1, '2024-11'),
      rentView(4, '2025-01'),
      rentView(2, '2024-12'),
      rentView(3, '2024-12'),
    ];
    expect(sortRents(rents, true).map((rent) => rent.id)).toEqual([4, 3, 2, 1]);
    expect(sortRents(rents, false).map((rent) => rent.id)).toEqual([1, 2, 3, 4]);
  });
});
