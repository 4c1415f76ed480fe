import type { Period } from './rent-periods';
import { PERIOD_DAY } from './rent-periods';
import { contractTotal, retainedAmount } from './schemas/contracts';

/** What a new rent takes from its contract. */
export interface RentTerms {
  currencyId: number;
  amount: number;
  extraAmount: number | null;
  /** The contract's taxable amount: its amount when none was stored (docs/domain.md). */
  taxableAmount: number;
  taxRetention: boolean;
  taxRetentionPercentage: number | null;
  /** Day of its own month the rent falls due, 1-31. */
  rentDueDay: number;
}

/** A new rent as the rent body takes it, days as 'YYYY-MM-DD'. */
export interface NewRent {
  currencyId: number;
  /** The period's 15th. */
  paymentPeriodDate: string;
  paymentDueDate: string;
  amount: number;
  retainedAmount: number | null;
  taxableAmount: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The last day of a month 'YYYY-MM', as 'YYYY-MM-DD'. */
export function lastDayOf(month: Period): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  // Day 0 of the next month is the last day of this one.
  return `${month}-${pad(new Date(Date.UTC(year, monthNumber, 0)).getUTCDate())}`;
}

/** Day `day` of a month 'YYYY-MM' as 'YYYY-MM-DD', its last day when the month is shorter. */
export function dueDayOf(month: Period, day: number): string {
  const last = lastDayOf(month);
  return Number(last.slice(8)) < day ? last : `${month}-${pad(day)}`;
}

/**
 * A new rent of `month` (docs/product.md#states-and-transitions, docs/domain.md "Rents and payments"): the contract's currency
 * and total (amount + extra amount), its taxable amount, and with tax retention the tax retained
 * on it (rounded half up to the cent), else none; the period on the month's 15th, due on the
 * contract's due day of that month (its last day when the month is shorter).
 */
export function newRent(terms: RentTerms, month: Period): NewRent {
  const { taxableAmount, taxRetention, taxRetentionPercentage } = terms;
  return {
    currencyId: terms.currencyId,
    paymentPeriodDate: `${month}-${pad(PERIOD_DAY)}`,
    paymentDueDate: dueDayOf(month, terms.rentDueDay),
    amount: contractTotal(terms.amount, terms.extraAmount),
    retainedAmount: taxRetention ? retainedAmount(true, taxableAmount, taxRetentionPercentage) : null,
    taxableAmount,
  };
}
