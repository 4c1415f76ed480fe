import { describe, expect, it } from 'vitest';
import { dayStart, daysBetween, storedDay, todayInPortugal } from './calendar-days';

describe('calendar days in Portugal', () => {
  it("takes today's day in Lisbon, an hour ahead of UTC in summer", () => {
    // 23:30 UTC on 30 June is already 1 July in Lisbon (summer time)...
    expect(todayInPortugal(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(todayInPortugal(new Date('2026-06-30T22:59:59Z'))).toBe('2026-06-30');
    // ...and Lisbon is on UTC in winter.
    expect(todayInPortugal(new Date('2026-01-31T23:30:00Z'))).toBe('2026-01-31');
    expect(todayInPortugal(new Date('2026-02-01T00:00:00Z'))).toBe('2026-02-01');
  });

  it('reads the day a stored day falls on, whatever its hour', () => {
    expect(storedDay('2026-08-30T16:00:00.000Z')).toBe('2026-08-30');
    expect(storedDay(new Date('2026-07-31T10:00:00.000Z'))).toBe('2026-07-31');
  });

  it('counts whole calendar days, over month ends and the changes of the clocks', () => {
    expect(daysBetween('2026-07-01', '2026-08-30')).toBe(60);
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2026-10-20', '2026-10-30')).toBe(10);
    expect(daysBetween('2026-07-02', '2026-07-01')).toBe(-1);
    expect(daysBetween('2026-07-01', '2026-07-01')).toBe(0);
  });

  it('starts a day at midnight UTC, after every stored instant of the day before', () => {
    expect(dayStart('2026-07-01').toISOString()).toBe('2026-07-01T00:00:00.000Z');
    expect(new Date('2026-06-30T16:00:00.000Z') < dayStart('2026-07-01')).toBe(true);
    expect(new Date('2026-07-01T12:00:00.000Z') < dayStart('2026-07-01')).toBe(false);
  });
});
