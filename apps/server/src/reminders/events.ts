import type { ContractView } from '@arrenda/core';

/** The events mailed once to each recipient (DOMAIN.md "Reminders"). */
export const REMINDER_EVENTS = [
  'CONTRACT_ENDING_60',
  'CONTRACT_ENDING_30',
  'RENEGOTIATION_OPEN',
  'RENT_OVERDUE_1',
  'RENT_OVERDUE_15',
] as const;
export type ReminderEventCode = (typeof REMINDER_EVENTS)[number];

const DAY_MS = 86_400_000;

/** Rents whose due day is this many days past still get their overdue mail; older debts do not. */
export const OVERDUE_MAIL_DAYS = 21;

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
  /** 'YYYY-MM-DD': the contract's end, the renegotiation period's start, or the rent's due day. */
  day: string;
  /** Days left until the contract's end, or days past the rent's due day (0 for a renegotiation). */
  days: number;
}

const dayOf = (instant: string | Date) => new Date(instant).toISOString().slice(0, 10);
/** Whole calendar days (UTC) from one day to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

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
 * to 30 calendar days; a renegotiation period open now (start <= now <= end, as the overview); a
 * rent with something to pay, due 1 to 14 or 15 to 21 calendar days ago. Days are UTC calendar
 * days, the days contracts and rents are stored on.
 */
export function reminderEvents(
  contracts: readonly EventContract[],
  unpaidRents: readonly EventRent[],
  now: Date,
): ReminderEvent[] {
  const today = dayOf(now);
  const events: ReminderEvent[] = [];
  for (const contract of contracts) {
    const end = dayOf(contract.endDate);
    const daysLeft = daysBetween(today, end);
    const ending = endingCode(daysLeft);
    if (ending) events.push(event(ending, contract.id, null, end, daysLeft));
    const { startDateRenegotiationPeriod: start, endDateRenegotiationPeriod: deadline } = contract;
    if (start && deadline && new Date(start) <= now && now <= new Date(deadline)) {
      events.push(event('RENEGOTIATION_OPEN', contract.id, null, dayOf(start), 0));
    }
  }
  for (const rent of unpaidRents) {
    const due = dayOf(rent.paymentDueDate);
    const daysPast = daysBetween(due, today);
    const overdue = overdueCode(daysPast);
    if (overdue) events.push(event(overdue, rent.contractId, rent.id, due, daysPast));
  }
  return events;
}
