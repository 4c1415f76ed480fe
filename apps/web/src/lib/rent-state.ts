import type { PortalRent } from '@arrenda/core';

/** A rent's period as MM/yyyy ('03/2026'), from its ISO period day. */
export const periodText = (period: string) => `${period.slice(5, 7)}/${period.slice(0, 4)}`;

export type RentState = 'paid' | 'overdue' | 'partly' | 'unpaid';

/**
 * Where a rent stands for its tenant: paid when nothing is left to pay; otherwise overdue once its
 * due date has passed (partly paid or not: something is late), partly paid when some of it is,
 * else unpaid.
 */
export function rentState(
  rent: Pick<PortalRent, 'paid' | 'amountPaid' | 'paymentDueDate'>,
  now: Date,
): RentState {
  if (rent.paid) return 'paid';
  if (Date.parse(rent.paymentDueDate) < now.getTime()) return 'overdue';
  return rent.amountPaid > 0 ? 'partly' : 'unpaid';
}

export const RENT_STATE_SEVERITY = {
  paid: 'success',
  overdue: 'danger',
  partly: 'info',
  unpaid: 'warning',
} as const satisfies Record<RentState, string>;
