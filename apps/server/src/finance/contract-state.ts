import {
  type ActionRequired,
  type ContractView,
  formatAddress,
  fromCents,
  type OverviewContract,
  rentWarnings,
} from '@arrenda/core';
import type { ContractRents, RentRef } from './queries';

const DAY_MS = 86_400_000;
const ENDING_DAYS = 60;
const RENEGOTIATION_SOON_DAYS = 30;

const day = (iso: string | Date) => (typeof iso === 'string' ? iso : iso.toISOString()).slice(0, 10);

/**
 * The reasons of DOMAIN.md "Action required", oldest date first. `hasSuccessor` says whether a
 * later contract exists on the same property (an ended contract then needs nothing).
 */
export function actionsOf(
  contract: ContractView,
  overdue: RentRef | null,
  missing: readonly string[],
  hasSuccessor: boolean,
  now: Date,
): ActionRequired[] {
  const actions: ActionRequired[] = [];
  const end = new Date(contract.endDate);
  if (end < now) {
    if (!hasSuccessor) actions.push({ code: 'CONTRACT_ENDED', date: day(end) });
  } else if (end.getTime() - now.getTime() <= ENDING_DAYS * DAY_MS) {
    actions.push({ code: 'CONTRACT_ENDING', date: day(end) });
  }
  const { startDateRenegotiationPeriod: renegotiationStart, endDateRenegotiationPeriod: renegotiationEnd } =
    contract;
  if (renegotiationStart && renegotiationEnd) {
    const start = new Date(renegotiationStart);
    if (start <= now && now <= new Date(renegotiationEnd)) {
      actions.push({ code: 'RENEGOTIATION_OPEN', date: day(renegotiationEnd) });
    } else if (start > now && start.getTime() - now.getTime() <= RENEGOTIATION_SOON_DAYS * DAY_MS) {
      actions.push({ code: 'RENEGOTIATION_SOON', date: day(start) });
    }
  }
  if (overdue) actions.push({ code: 'RENT_OVERDUE', date: day(overdue.paymentDueDate) });
  const [firstMissing] = missing;
  if (firstMissing) actions.push({ code: 'RENT_MISSING', date: `${firstMissing}-15` });
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
    startDate: day(contract.startDate),
    endDate: day(contract.endDate),
    current: contract.current,
    totalAmount: contract.totalAmount,
    debt: contract.debt,
    retainedAmountYear: fromCents(rentMonths.retainedYearCents),
    missingRents: missing.length,
    duplicateRents: duplicates.length,
    actions: actionsOf(contract, oldestUnpaidDue, missing, hasSuccessor, now),
    lastRent: last
      ? {
          id: last.id,
          paymentPeriodDate: day(last.paymentPeriodDate),
          paymentDueDate: day(last.paymentDueDate),
          amount: fromCents(last.amountCents),
          amountToPay: fromCents(last.toPayCents),
          paid: last.toPayCents === 0,
        }
      : null,
    notes: last?.notes ?? null,
    rentIdToPay: oldestUnpaidDue?.id ?? null,
  };
}
