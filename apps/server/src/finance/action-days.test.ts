import type { ContractView } from '@arrenda/core';
import { describe, expect, it } from 'vitest';
import { type EventRent, reminderEvents } from '../reminders/events';
import { actionsOf } from './contract-state';

/**
 * Instants of 1 July 2026, a summer day (Lisbon is UTC+1): 00:30 in Lisbon is still 30 June in UTC,
 * 23:30 in Lisbon is 22:30 UTC, and 00:30 the next day is 23:30 UTC of 1 July. A count in UTC days,
 * or in hours against the stored 10:00 and 16:00, gets one of them wrong.
 */
const EARLY = new Date('2026-06-30T23:30:00.000Z');
const LATE = new Date('2026-07-01T22:30:00.000Z');
const NEXT_DAY = new Date('2026-07-01T23:30:00.000Z');

/** A contract ending on `end`, renegotiated between `renegotiation` days, as the API stores them. */
const contract = (end: string, renegotiation?: [string, string]) =>
  ({
    id: 3,
    startDate: '2025-01-01T10:00:00.000Z',
    endDate: `${end}T16:00:00.000Z`,
    startDateRenegotiationPeriod: renegotiation ? `${renegotiation[0]}T10:00:00.000Z` : null,
    endDateRenegotiationPeriod: renegotiation ? `${renegotiation[1]}T16:00:00.000Z` : null,
  }) as ContractView;

const actions = (lease: ContractView, now: Date) =>
  actionsOf(lease, null, [], false, now).map((action) => [action.code, action.date]);
const mails = (lease: ContractView, now: Date, rents: EventRent[] = []) =>
  reminderEvents([lease], rents, now).map((event) => [event.code, event.days]);

describe('the overview and the reminder mails count calendar days in Lisbon', () => {
  it.each([
    ['00:30', EARLY],
    ['23:30', LATE],
  ])('flags a contract ending in exactly 60 days all day long (%s in Lisbon), not one in 61', (_, now) => {
    expect(actions(contract('2026-08-30'), now)).toEqual([['CONTRACT_ENDING', '2026-08-30']]);
    expect(mails(contract('2026-08-30'), now)).toEqual([['CONTRACT_ENDING_60', 60]]);
    expect(actions(contract('2026-08-31'), now)).toEqual([]);
    expect(mails(contract('2026-08-31'), now)).toEqual([]);
  });

  it.each([
    ['00:30', EARLY],
    ['23:30', LATE],
  ])('tells of a renegotiation starting in exactly 30 days all day long (%s), not in 31', (_, now) => {
    const soon = contract('2027-12-31', ['2026-07-31', '2026-08-15']);
    expect(actions(soon, now)).toEqual([['RENEGOTIATION_SOON', '2026-07-31']]);
    expect(mails(soon, now)).toEqual([]);
    expect(actions(contract('2027-12-31', ['2026-08-01', '2026-08-15']), now)).toEqual([]);
  });

  it('opens a renegotiation period for the whole of its first and last days', () => {
    const startsToday = contract('2027-12-31', ['2026-07-01', '2026-07-20']);
    expect(actions(startsToday, EARLY)).toEqual([['RENEGOTIATION_OPEN', '2026-07-20']]);
    expect(mails(startsToday, EARLY)).toEqual([['RENEGOTIATION_OPEN', 0]]);
    const endsToday = contract('2027-12-31', ['2026-06-01', '2026-07-01']);
    expect(actions(endsToday, LATE)).toEqual([['RENEGOTIATION_OPEN', '2026-07-01']]);
    expect(mails(endsToday, LATE)).toEqual([['RENEGOTIATION_OPEN', 0]]);
    expect(actions(endsToday, NEXT_DAY)).toEqual([]);
    expect(mails(endsToday, NEXT_DAY)).toEqual([]);
  });

  it('ends a contract when its end day is over in Lisbon', () => {
    const endsToday = contract('2026-07-01');
    expect(actions(endsToday, LATE)).toEqual([['CONTRACT_ENDING', '2026-07-01']]);
    expect(mails(endsToday, LATE)).toEqual([['CONTRACT_ENDING_30', 0]]);
    expect(actions(endsToday, NEXT_DAY)).toEqual([['CONTRACT_ENDED', '2026-07-01']]);
    expect(mails(endsToday, NEXT_DAY)).toEqual([]);
  });

  it('mails an unpaid rent as overdue once its due day is over in Lisbon', () => {
    const dueToday: EventRent = {
      id: 9,
      contractId: 3,
      paymentDueDate: new Date('2026-07-01T12:00:00.000Z'),
    };
    const far = contract('2027-12-31');
    expect(mails(far, LATE, [dueToday])).toEqual([]);
    expect(mails(far, NEXT_DAY, [dueToday])).toEqual([['RENT_OVERDUE_1', 1]]);
  });
});
