import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FREQUENCY_TYPE } from './lookups';
import { expectedPeriods, rentWarnings } from './rent-periods';

const monthly = {
  startDate: '2025-11-20T10:00:00.000Z',
  endDate: '2026-12-31T16:00:00.000Z',
  frequencyTypeId: FREQUENCY_TYPE.MONTH,
  frequencyValue: 1,
};
const today = new Date('2026-03-10T09:00:00Z');

describe('expected rent periods', () => {
  it('runs month by month from the start month to this month', () => {
    expect(expectedPeriods(monthly, today)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02', '2026-03']);
  });

  it('stops at the end of an ended contract, and steps every N months or years', () => {
    expect(expectedPeriods({ ...monthly, endDate: '2026-01-31T16:00:00.000Z' }, today)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
    ]);
    expect(expectedPeriods({ ...monthly, frequencyValue: 3 }, new Date('2026-08-01T00:00:00Z'))).toEqual([
      '2025-11',
      '2026-02',
      '2026-05',
      '2026-08',
    ]);
    expect(
      expectedPeriods(
        { ...monthly, frequencyTypeId: FREQUENCY_TYPE.YEAR, endDate: '2030-01-01T16:00:00.000Z' },
        new Date('2027-12-01T00:00:00Z'),
      ),
    ).toEqual(['2025-11', '2026-11', '2027-11']);
  });

  it('keeps a month once for weekly schedules, and has none before the start', () => {
    const weekly = {
      ...monthly,
      startDate: '2026-02-20T10:00:00.000Z',
      frequencyTypeId: FREQUENCY_TYPE.WEEK,
    };
    expect(expectedPeriods(weekly, today)).toEqual(['2026-02', '2026-03']);
    expect(expectedPeriods({ ...monthly, startDate: '2026-05-01T10:00:00.000Z' }, today)).toEqual([]);
  });
});

describe('rent warnings', () => {
  it('finds the missing months and the months with two rents', () => {
    const periods = [
      '2025-11-15T12:00:00.000Z',
      '2026-01-15T12:00:00.000Z',
      '2026-01-15T12:00:00.000Z',
      '2026-03-15T12:00:00.000Z',
    ];
    expect(rentWarnings(monthly, periods, today)).toEqual({
      missing: ['2025-12', '2026-02'],
      duplicates: ['2026-01'],
    });
  });

  it('reports no duplicates where several rents a month are expected', () => {
    const weekly = { ...monthly, frequencyTypeId: FREQUENCY_TYPE.WEEK };
    const periods = ['2026-03-15T12:00:00.000Z', '2026-03-15T12:00:00.000Z'];
    expect(rentWarnings(weekly, periods, today).duplicates).toEqual([]);
  });
});

describe('expected rent periods within a range', () => {
  const instant = fc
    .integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2040, 0, 1) })
    .map((ms) => new Date(ms).toISOString());
  const month = fc
    .integer({ min: 1990 * 12, max: 2040 * 12 })
    .map((index) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);

  it('are the months of the whole schedule that fall in the range', () => {
    fc.assert(
      fc.property(
        instant,
        instant,
        fc.constantFrom(...Object.values(FREQUENCY_TYPE)),
        fc.integer({ min: 1, max: 40 }),
        instant,
        month,
        month,
        (startDate, endDate, frequencyTypeId, frequencyValue, today, from, to) => {
          const schedule = { startDate, endDate, frequencyTypeId, frequencyValue };
          const [first, last] = from <= to ? [from, to] : [to, from];
          const now = new Date(today);
          expect(expectedPeriods(schedule, now, { first, last })).toEqual(
            expectedPeriods(schedule, now).filter((period) => period >= first && period <= last),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});
