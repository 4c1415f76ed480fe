import {
  addYears,
  type ContractView,
  daysBetween,
  type RentUpdateState,
  rentUpdateProposal,
  storedDay,
  todayInPortugal,
} from '@arrenda/core';

/** The events mailed once to each recipient (docs/domain.md "Reminders"). */
export const REMINDER_EVENTS = [
  'CONTRACT_ENDING_60',
  'CONTRACT_ENDING_30',
  'RENEGOTIATION_OPEN',
  'RENT_OVERDUE_1',
  'RENT_OVERDUE_15',
  'RENT_UPDATE_AVAILABLE',
  'AT_RECEIPT_MISSING',
] as const;
export type ReminderEventCode = (typeof REMINDER_EVENTS)[number];

/** Rents whose due day is this many days past still get their overdue mail; older debts do not. */
export const OVERDUE_MAIL_DAYS = 21;

/** Payments this many days old at most still get the mail about their missing e-receipt. */
export const AT_RECEIPT_MAIL_DAYS = 7;

/** A day a contract was paid without its Tax Authority e-receipt's number recorded. */
export interface EventPaymentDay {
  contractId: number;
  /** 'YYYY-MM-DD'. */
  day: string;
}

/** What the events read of a contract: its end and its renegotiation period (ISO instants). */
export type EventContract = Pick<
  ContractView,
  'id' | 'endDate' | 'startDateRenegotiationPeriod' | 'endDateRenegotiationPeriod'
>;

/** A rent with something left to pay. */
export interface EventRent {
  id: number;
  contractId: number;
  paymentDueDate: Date;
}

export interface ReminderEvent {
  /** Unique per event: code, contract or rent, and the event's day; a moved day is a new event. */
  key: string;
  code: ReminderEventCode;
  contractId: number;
  rentId: number | null;
  /**
   * 'YYYY-MM-DD': the contract's end, the renegotiation period's start, the rent's due day, or the
   * anniversary a statutory update may apply from.
   */
  day: string;
  /** Days left until the contract's end, or days past the rent's due day (0 for a renegotiation). */
  days: number;
}

function event(
  code: ReminderEventCode,
  contractId: number,
  rentId: number | null,
  day: string,
  days: number,
): ReminderEvent {
  const subject = rentId === null ? `contract:${contractId}` : `rent:${rentId}`;
  return { key: `${code}:${subject}:${day}`, code, contractId, rentId, day, days };
}

function endingCode(daysLeft: number): ReminderEventCode | null {
  if (daysLeft < 0 || daysLeft > 60) return null;
  return daysLeft > 30 ? 'CONTRACT_ENDING_60' : 'CONTRACT_ENDING_30';
}

function overdueCode(daysPast: number): ReminderEventCode | null {
  if (daysPast < 1 || daysPast > OVERDUE_MAIL_DAYS) return null;
  return daysPast < 15 ? 'RENT_OVERDUE_1' : 'RENT_OVERDUE_15';
}

/**
 * The events due at `now`, each in exactly one window: a contract ending in 31 to 60 days or in 0
 * to 30 days; a renegotiation period open today (from its start day to its end day); a statutory
 * rent update proposed today (as the overview proposes it, `updates` its contracts' histories;
 * mailed once per anniversary); a rent with
 * something to pay, due 1 to 14 or 15 to 21 days ago; a day 1 to 7 days ago on which a contract was
 * paid with no Tax Authority e-receipt recorded (`unreceipted`, docs/domain.md "Tax year"). Days are calendar days in Portugal, counted
 * as the overview's actions count them (finance/contract-state.ts): today is the day it is in
 * Lisbon, and a stored day is the day it is stored on.
 */
export function reminderEvents(
  contracts: readonly EventContract[],
  unpaidRents: readonly EventRent[],
  now: Date,
  updates: ReadonlyMap<number, RentUpdateState> = new Map(),
  unreceipted: readonly EventPaymentDay[] = [],
): ReminderEvent[] {
  const today = todayInPortugal(now);
  const events: ReminderEvent[] = [];
  for (const contract of contracts) {
    const end = storedDay(contract.endDate);
    const daysLeft = daysBetween(today, end);
    const ending = endingCode(daysLeft);
    if (ending) events.push(event(ending, contract.id, null, end, daysLeft));
    const { startDateRenegotiationPeriod: start, endDateRenegotiationPeriod: deadline } = contract;
    if (
      start &&
      deadline &&
      daysBetween(storedDay(start), today) >= 0 &&
      daysBetween(today, storedDay(deadline)) >= 0
    ) {
      events.push(event('RENEGOTIATION_OPEN', contract.id, null, storedDay(start), 0));
    }
    const update = updates.get(contract.id);
    if (update && rentUpdateProposal(update, end, today)) {
      events.push(event('RENT_UPDATE_AVAILABLE', contract.id, null, addYears(update.since, 1), 0));
    }
  }
  for (const rent of unpaidRents) {
    const due = storedDay(rent.paymentDueDate);
    const daysPast = daysBetween(due, today);
    const overdue = overdueCode(daysPast);
    if (overdue) events.push(event(overdue, rent.contractId, rent.id, due, daysPast));
  }
  for (const payment of unreceipted) {
    const daysPast = daysBetween(payment.day, today);
    if (daysPast >= 1 && daysPast <= AT_RECEIPT_MAIL_DAYS) {
      events.push(event('AT_RECEIPT_MISSING', payment.contractId, null, payment.day, daysPast));
    }
  }
  return events;
}
