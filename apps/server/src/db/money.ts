import { fromCents, toCents } from '@arrenda/core';

/**
 * The server's one money conversion (docs/domain.md: money is computed in whole cents, never added
 * as binary floating point). Money columns are numeric(14,2) and travel as their decimal text
 * ("750.00", exact) between the database and the server; the API carries JSON numbers with at most
 * two decimals; sums and shares are computed in integer cents. Every conversion between the three
 * goes through here.
 */

export { fromCents, toCents };

/** A numeric column's text as the amount it holds: Number() of a two-decimal text is the amount itself. */
export const amountOf = (text: string): number => Number(text);

/** A nullable numeric column's text as its amount, or null. */
export const amountOrNull = (text: string | null): number | null => (text === null ? null : amountOf(text));

/** A numeric column's text in whole cents. */
export const centsOf = (text: string): number => toCents(amountOf(text));

/** A nullable numeric column's text in whole cents, null counting as 0. */
export const centsOrZero = (text: string | null): number => (text === null ? 0 : centsOf(text));

/** An amount (at most two decimals) as a numeric column's text: "750.00". */
export const moneyText = (amount: number): string => amount.toFixed(2);

/** A nullable amount as a numeric column's text, or null. */
export const moneyTextOrNull = (amount: number | null | undefined): string | null =>
  amount == null ? null : moneyText(amount);
