import { describe, expect, it } from 'vitest';
import { declarationYears, earliestDay } from './declaration-years';

/** A local day (months from 1). */
const on = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12);

describe('declaration years', () => {
  it('starts on last year from January to June, while the year’s IRS returns are filed', () => {
    expect(declarationYears(on(2026, 1, 1), '2020-03-01').initial).toBe(2025);
    expect(declarationYears(on(2026, 6, 30), '2020-03-01').initial).toBe(2025);
  });

  it('starts on this year from July on', () => {
    expect(declarationYears(on(2026, 7, 1), '2020-03-01').initial).toBe(2026);
    expect(declarationYears(on(2026, 12, 31), '2020-03-01').initial).toBe(2026);
  });

  it('offers this year back to the year the earliest contract started, newest first', () => {
    expect(declarationYears(on(2026, 3, 10), '2023-09-01T10:00:00.000Z').years).toEqual([
      2026, 2025, 2024, 2023,
    ]);
  });

  it('offers a few years back without a contract', () => {
    expect(declarationYears(on(2026, 3, 10), null)).toEqual({
      years: [2026, 2025, 2024, 2023, 2022, 2021],
      initial: 2025,
    });
  });

  it('starts within the contracts’ years: this year for a contract begun this year, even in spring', () => {
    expect(declarationYears(on(2026, 3, 10), '2026-01-01')).toEqual({ years: [2026], initial: 2026 });
    // A contract yet to start: this year alone.
    expect(declarationYears(on(2026, 9, 10), '2027-01-01')).toEqual({ years: [2026], initial: 2026 });
  });

  it('finds the earliest of days', () => {
    expect(earliestDay(['2025-01-01T10:00:00.000Z', '2023-06-01T10:00:00.000Z', '2024-02-01'])).toBe(
      '2023-06-01T10:00:00.000Z',
    );
    expect(earliestDay([])).toBeNull();
  });
});
