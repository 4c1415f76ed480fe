import {
  type ActionRequired,
  addYears,
  type ContractView,
  daysBetween,
  formatAddress,
  type OverviewContract,
  type RentUpdateState,
  rentUpdateProposal,
  rentWarnings,
  storedDay,
  todayInPortugal,
} from '@arrenda/core';
import { fromCents } from '../db/money';
import type { ContractRents, RentRef } from './queries';

const ENDING_DAYS = 60;
const RENEGOTIATION_SOON_DAYS = 30;

/**
 * The reasons of docs/domain.md "Entity overview and finance summary", oldest date first. `hasSuccessor` says whether a
 * later contract exists on the same property (an ended contract then needs nothing); `update` is the
 * contract's rent history as its statutory update reads it (docs/domain.md "Rent updates"). Days are
 * calendar days in Portugal, counted as the reminder mails count them (reminders/events.ts): a
 * contract ends at the end of its end day, whatever hour the day is stored at.
 */
export function actionsOf(
  contract: ContractView,
  overdue: RentRef | null,
  missing: readonly string[],
  hasSuccessor: boolean,
  now: Date,
  update?: RentUpdateState,
  atReceiptMissing?: string,
): ActionRequired[] {
  const actions: ActionRequired[] = [];
  const today = todayInPortugal(now);
  const end = storedDay(contract.endDate);
  const daysLeft = daysBetween(today, end);
  if (daysLeft < 0) {
    if (!hasSuccessor) actions.push({ code: 'CONTRACT_ENDED', date: end });
  } else if (daysLeft <= ENDING_DAYS) {
    actions.push({ code: 'CONTRACT_ENDING', date: end });
  }
  const { startDateRenegotiationPeriod: renegotiationStart, endDateRenegotiationPeriod: renegotiationEnd } =
    contract;
  if (renegotiationStart && renegotiationEnd) {
    const start = storedDay(renegotiationStart);
    const deadline = storedDay(renegotiationEnd);
    const daysToStart = daysBetween(today, start);
    if (daysToStart <= 0 && daysBetween(today, deadline) >= 0) {
      actions.push({ code: 'RENEGOTIATION_OPEN', date: deadline });
    } else if (daysToStart > 0 && daysToStart <= RENEGOTIATION_SOON_DAYS) {
      actions.push({ code: 'RENEGOTIATION_SOON', date: start });
    }
  }
  // The statutory update, dated on the anniversary of the rent's last change: a day that stays put.
  if (update && rentUpdateProposal(update, end, today)) {
    actions.push({ code: 'RENT_UPDATE_AVAILABLE', date: addYears(update.since, 1) });
  }
  if (overdue) actions.push({ code: 'RENT_OVERDUE', date: storedDay(overdue.paymentDueDate) });
  const [firstMissing] = missing;
  if (firstMissing) actions.push({ code: 'RENT_MISSING', date: `${firstMissing}-15` });
  // A payment of this month or the last without its Tax Authority e-receipt, dated on its day.
  if (atReceiptMissing) actions.push({ code: 'AT_RECEIPT_MISSING', date: atReceiptMissing });
  return actions.sort((a, b) => a.date.localeCompare(b.date));
}

/** A contract's rent months and the tax retained on this year's rents. */
export interface RentMonths {
  months: readonly string[];
  retainedYearCents: number;
}

/** One contract of the entity overview, from its view and what its rents add up to. */
export function overviewContract(
  contract: ContractView,
  rents: ContractRents,
  rentMonths: RentMonths,
  hasSuccessor: boolean,
  now: Date,
  update?: RentUpdateState,
  atReceiptMissing?: string,
): OverviewContract {
  const { missing, duplicates } = rentWarnings(contract, rentMonths.months, now);
  const { last, oldestUnpaidDue } = rents;
  return {
    contractId: contract.id,
    propertyId: contract.propertyId,
    propertyName: contract.property.name,
    propertyType: contract.property.propertyType,
    address: contract.property.address ? formatAddress(contract.property.address) : null,
    tenants: contract.tenants,
    currency: contract.currency,
    startDate: storedDay(contract.startDate),
    endDate: storedDay(contract.endDate),
    current: contract.current,
    totalAmount: contract.totalAmount,
    debt: contract.debt,
    retainedAmountYear: fromCents(rentMonths.retainedYearCents),
    missingRents: missing.length,
    duplicateRents: duplicates.length,
    actions: actionsOf(contract, oldestUnpaidDue, missing, hasSuccessor, now, update, atReceiptMissing),
    lastRent: last
      ? {
          id: last.id,
          paymentPeriodDate: storedDay(last.paymentPeriodDate),
          paymentDueDate: storedDay(last.paymentDueDate),
          amount: fromCents(last.amountCents),
          amountToPay: fromCents(last.toPayCents),
          paid: last.toPayCents === 0,
        }
      : null,
    notes: last?.notes ?? null,
    rentIdToPay: oldestUnpaidDue?.id ?? null,
  };
}
