import { describe, expect, it } from 'vitest';
import { type EventContract, type EventRent, reminderEvents } from './events';

/** 10 June 2026, 09:00 UTC: before the 10:00 and 16:00 of contract days, before the noon of rent days. */
const NOW = new Date('2026-06-10T09:00:00.000Z');

/** A day `offset` calendar days from NOW's, at the hour contracts or rents are stored at. */
const day = (offset: number) => new Date(Date.UTC(2026, 5, 10 + offset)).toISOString().slice(0, 10);
const at = (offset: number, hour: number) => `${day(offset)}T${String(hour).padStart(2, '0')}:00:00.000Z`;

const contract = (id: number, endOffset: number, renegotiation?: [number, number]): EventContract => ({
  id,
  endDate: at(endOffset, 16),
  startDateRenegotiationPeriod: renegotiation ? at(renegotiation[0], 10) : null,
  endDateRenegotiationPeriod: renegotiation ? at(renegotiation[1], 16) : null,
});
const rent = (id: number, dueOffset: number): EventRent => ({
  id,
  contractId: 1,
  paymentDueDate: new Date(at(dueOffset, 12)),
});

const codesOf = (contracts: EventContract[], rents: EventRent[] = [], now = NOW) =>
  reminderEvents(contracts, rents, now).map((event) => [event.code, event.days]);

describe('reminder events', () => {
  it.each([
    [61, []],
    [60, [['CONTRACT_ENDING_60', 60]]],
    [31, [['CONTRACT_ENDING_60', 31]]],
    [30, [['CONTRACT_ENDING_30', 30]]],
    [1, [['CONTRACT_ENDING_30', 1]]],
    [0, [['CONTRACT_ENDING_30', 0]]],
    [-1, []],
  ])('a contract ending in %i days makes %j', (offset, expected) => {
    expect(codesOf([contract(1, offset)])).toEqual(expected);
  });

  it('counts calendar days in Lisbon, whatever the hour of now', () => {
    // 23:59 in Lisbon (summer time, UTC+1) is still today; a minute later it is tomorrow.
    const lateEvening = new Date(`${day(0)}T22:59:00.000Z`);
    expect(codesOf([contract(1, 30)], [], lateEvening)).toEqual([['CONTRACT_ENDING_30', 30]]);
    expect(codesOf([contract(1, 31)], [], lateEvening)).toEqual([['CONTRACT_ENDING_60', 31]]);
    const midnight = new Date(`${day(0)}T23:00:00.000Z`);
    expect(codesOf([contract(1, 31)], [], midnight)).toEqual([['CONTRACT_ENDING_30', 30]]);
  });

  it('keys a contract event by its code, contract and end day, so a moved end is a new event', () => {
    const [event] = reminderEvents([contract(12, 45)], [], NOW);
    expect(event).toEqual({
      key: `CONTRACT_ENDING_60:contract:12:${day(45)}`,
      code: 'CONTRACT_ENDING_60',
      contractId: 12,
      rentId: null,
      day: day(45),
      days: 45,
    });
    const [moved] = reminderEvents([contract(12, 46)], [], NOW);
    expect(moved?.key).toBe(`CONTRACT_ENDING_60:contract:12:${day(46)}`);
  });

  it('tells of a renegotiation period from its first day to its last, keyed by its start', () => {
    const open = (start: number, end: number, now = NOW) =>
      reminderEvents([contract(7, 300, [start, end])], [], now).map((event) => event.key);
    expect(open(-30, 30)).toEqual([`RENEGOTIATION_OPEN:contract:7:${day(-30)}`]);
    // Starts today (stored at 10:00): open all day, at 09:00 too.
    expect(open(0, 30)).toEqual([`RENEGOTIATION_OPEN:contract:7:${day(0)}`]);
    expect(open(1, 30)).toEqual([]);
    // Ends today (stored at 16:00): open until the day ends in Lisbon.
    expect(open(-30, 0, new Date(`${day(0)}T22:59:00.000Z`))).toEqual([
      `RENEGOTIATION_OPEN:contract:7:${day(-30)}`,
    ]);
    expect(open(-30, 0, new Date(`${day(0)}T23:00:00.000Z`))).toEqual([]);
    expect(open(-30, -1)).toEqual([]);
  });

  it('needs both ends of a renegotiation period', () => {
    const halfOpen = { ...contract(7, 300), startDateRenegotiationPeriod: at(-5, 10) };
    expect(reminderEvents([halfOpen], [], NOW)).toEqual([]);
  });

  it.each([
    [0, []],
    [-1, [['RENT_OVERDUE_1', 1]]],
    [-14, [['RENT_OVERDUE_1', 14]]],
    [-15, [['RENT_OVERDUE_15', 15]]],
    [-21, [['RENT_OVERDUE_15', 21]]],
    [-22, []],
    [3, []],
  ])('an unpaid rent due %i days from today makes %j', (offset, expected) => {
    expect(codesOf([], [rent(1, offset)])).toEqual(expected);
  });

  it('keys a rent event by its code, rent and due day', () => {
    expect(reminderEvents([], [rent(42, -15)], NOW)).toEqual([
      {
        key: `RENT_OVERDUE_15:rent:42:${day(-15)}`,
        code: 'RENT_OVERDUE_15',
        contractId: 1,
        rentId: 42,
        day: day(-15),
        days: 15,
      },
    ]);
  });

  it('gives each contract and rent all the events they are in at once', () => {
    const events = reminderEvents(
      [contract(1, 20, [-10, 10]), contract(2, 200)],
      [rent(5, -2), rent(6, -16)],
      NOW,
    );
    expect(events.map((event) => event.key)).toEqual([
      `CONTRACT_ENDING_30:contract:1:${day(20)}`,
      `RENEGOTIATION_OPEN:contract:1:${day(-10)}`,
      `RENT_OVERDUE_1:rent:5:${day(-2)}`,
      `RENT_OVERDUE_15:rent:6:${day(-16)}`,
    ]);
  });

  it('mails a statutory rent update once per anniversary, from the day it is proposed, until issued or dismissed', () => {
    // A rent last changed on 1 August 2025: proposed from 2 June 2026, its anniversary 1 August 2026.
    const lease = contract(1, 600);
    const update = (closedYears: number[]) =>
      new Map([[1, { since: '2025-08-01', amount: 750, closedYears }]]);
    const events = reminderEvents([lease], [], NOW, update([]));
    expect(events.map((event) => event.key)).toEqual(['RENT_UPDATE_AVAILABLE:contract:1:2026-08-01']);
    expect(reminderEvents([lease], [], NOW, update([2026]))).toEqual([]);
    expect(reminderEvents([lease], [], new Date('2026-06-01T09:00:00Z'), update([]))).toEqual([]);
  });

  it('mails a day paid without a Tax Authority e-receipt from the next day to a week after', () => {
    const lease = contract(1, 600);
    const paid = [0, -1, -7, -8].map((offset) => ({ contractId: 1, day: day(offset) }));
    const events = reminderEvents([lease], [], NOW, new Map(), paid);
    expect(events.map((event) => [event.key, event.days])).toEqual([
      [`AT_RECEIPT_MISSING:contract:1:${day(-1)}`, 1],
      [`AT_RECEIPT_MISSING:contract:1:${day(-7)}`, 7],
    ]);
  });
});
