import { type ContractView, contractTotal, type RentView, retainedAmount } from '@arrenda/core';
import { dayOf } from '../../contracts/components/contract-dates';
import { endOfMonth, nextPeriod } from './rent-dates';

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
 * A new rent's values (spec section 4): due at the end of the current month, for the month after
 * the contract's last period, in the contract's currency, of the contract's total. With tax
 * retention the taxable amount and the tax retained on it; otherwise the taxable amount only.
 */
export function newRentValues(contract: ContractView, today: Date): RentFormValues {
  const { taxableAmount, taxRetention, taxRetentionPercentage } = contract;
  return {
    currencyId: contract.currencyId,
    paymentPeriodDate: nextPeriod(contract.lastPaymentPeriod, today),
    paymentDueDate: endOfMonth(today),
    amount: contractTotal(contract.amount, contract.extraAmount),
    retainedAmount: taxRetention ? retainedAmount(true, taxableAmount, taxRetentionPercentage) : null,
    taxableAmount,
  };
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
