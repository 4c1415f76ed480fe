import { sumMoney } from '@arrenda/core';
import { EURO } from '@/lib/format';

export interface CurrencyTotal {
  currency: string;
  amount: number;
}

/**
 * Exact sums (in whole cents) of one amount per currency, in the order the currencies first
 * appear: amounts of different currencies are never added. An item without currency counts in euro.
 */
export function sumByCurrency<T>(
  items: readonly T[],
  currencyOf: (item: T) => string | null,
  amountOf: (item: T) => number | null,
): CurrencyTotal[] {
  const groups = new Map<string, (number | null)[]>();
  for (const item of items) {
    const currency = currencyOf(item) ?? EURO;
    // Pushed, not copied: a copy per item would be quadratic in a long list.
    const group = groups.get(currency);
    if (group) group.push(amountOf(item));
    else groups.set(currency, [amountOf(item)]);
  }
  return [...groups].map(([currency, amounts]) => ({ currency, amount: sumMoney(amounts) }));
}
