import {
  type ContractRentView,
  type ContractView,
  dueDayOf,
  newRent,
  type RentView,
  rentInForceOn,
} from '@arrenda/core';
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
 * after the contract's last period, the rent and taxable amount those in force on its due day in
 * the contract's rent history (docs/domain.md "Rent updates"), the contract's own without one.
 */
export function newRentValues(
  contract: ContractView,
  today: Date,
  history: readonly ContractRentView[] = [],
): RentFormValues {
  const month = monthOf(nextPeriod(contract.lastPaymentPeriod, today));
  const inForce = rentInForceOn(
    history.map((row) => ({ ...row, effectiveDay: row.effectiveDate })),
    dueDayOf(month, contract.rentDueDay),
  );
  const terms = inForce
    ? { ...contract, amount: inForce.amount, taxableAmount: inForce.taxableAmount }
    : contract;
  return newRent(terms, month);
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
