import { type ContractView, newRent, type RentView } from '@arrenda/core';
import { dayOf } from '@/lib/dates';
import { monthOf, nextPeriod } from '@/lib/rent-dates';

/** What the rent form holds; named like the payload, so that server field errors land on the fields. */
export interface RentFormValues {
  currencyId: number | null;
  /** 'YYYY-MM-15'. */
  paymentPeriodDate: string | null;
  /** 'YYYY-MM-DD'. */
  paymentDueDate: string | null;
  amount: number | null;
  retainedAmount: number | null;
  taxableAmount: number | null;
}

/**
 * A new rent's values: the defaults of core's newRent (the contract's currency and total, its
 * taxable amount, the tax retained with retention, due on the contract's due day) for the month
 * after the contract's last period.
 */
export function newRentValues(contract: ContractView, today: Date): RentFormValues {
  return newRent(contract, monthOf(nextPeriod(contract.lastPaymentPeriod, today)));
}

/** The values of a rent being edited. */
export const rentValuesOf = (rent: RentView): RentFormValues => ({
  currencyId: rent.currencyId,
  paymentPeriodDate: dayOf(rent.paymentPeriodDate),
  paymentDueDate: dayOf(rent.paymentDueDate),
  amount: rent.amount,
  retainedAmount: rent.retainedAmount,
  taxableAmount: rent.taxableAmount,
});
