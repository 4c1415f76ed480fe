/**
 * Money arithmetic on whole cents (docs/domain.md: never add money as binary floating point). Amounts
 * travel as JSON numbers with at most two decimals; they are turned into integer cents, added, and
 * turned back.
 */

export const toCents = (amount: number): number => Math.round(amount * 100);

export const fromCents = (cents: number): number => cents / 100;

/** The exact sum of amounts with at most two decimals; null and undefined count as 0. */
export function sumMoney(amounts: readonly (number | null | undefined)[]): number {
  let cents = 0;
  for (const amount of amounts) if (amount != null) cents += toCents(amount);
  return fromCents(cents);
}

/** Rounds half away from zero to `decimals` places, on the decimal digits rather than the binary value. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const text = String(Math.abs(value));
  // Shifting the decimal point in the text avoids 1.005 * 100 = 100.49999...
  const shifted = text.includes('e') ? Math.abs(value) * factor : Number(`${text}e${decimals}`);
  return (Math.sign(value) * Math.round(shifted)) / factor;
}

/**
 * Profit % = monthly contract amount * 12 / (value + expenses) * 100, rounded to 2 decimals
 * (docs/domain.md); null when value + expenses is 0 (shown as "-").
 */
export function profitPercent(monthlyAmount: number, value: number, expenses: number): number | null {
  const baseCents = toCents(value) + toCents(expenses);
  if (baseCents === 0) return null;
  return roundTo((toCents(monthlyAmount) * 12 * 100) / baseCents, 2);
}

/** Occupation % = occupied units / lettable units, a whole number; null without units. */
export function occupationPercent(occupied: number, units: number): number | null {
  if (units === 0) return null;
  return roundTo((occupied * 100) / units, 0);
}
