import { defaultTaxYear, TAX_YEAR_MAX, TAX_YEAR_MIN, todayInPortugal } from '@arrenda/core';

/** How many years back the choice goes when no contract says since when. */
const YEARS_BACK = 5;

/**
 * The years a yearly declaration of rents can be asked for, newest first, and the one chosen at
 * first. The first is last year from January to June (while the IRS returns of that year are filed),
 * else this year. The choice runs from this year back to the year the earliest contract started
 * (`since`, an ISO day), or a few years without one; the first choice stays within it.
 */
export function declarationYears(today: Date, since?: string | null): { years: number[]; initial: number } {
  const day = todayInPortugal(today);
  const current = Math.min(Number(day.slice(0, 4)), TAX_YEAR_MAX);
  const sinceYear = since ? Number(since.slice(0, 4)) : Number.NaN;
  const oldest = Math.max(
    TAX_YEAR_MIN,
    Math.min(current, Number.isInteger(sinceYear) ? sinceYear : current - YEARS_BACK),
  );
  const years: number[] = [];
  for (let year = current; year >= oldest; year -= 1) years.push(year);
  const season = defaultTaxYear(day);
  return { years, initial: Math.min(current, Math.max(oldest, season)) };
}

/** The earliest of ISO days (contracts' starts), or null for none. */
export const earliestDay = (days: readonly string[]) =>
  days.reduce<string | null>((earliest, day) => (earliest === null || day < earliest ? day : earliest), null);
