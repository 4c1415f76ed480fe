import { defaultTaxYear, TAX_YEAR_MAX, TAX_YEAR_MIN } from '@arrenda/core';
import { dateTimeFormat, localeOf } from '@/lib/format';
import { sentenceStart } from '@/lib/rent-dates';

/** How many years the year selector offers, back from the current one. */
const YEARS_OFFERED = 10;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A 'YYYY-MM' month, as the trail takes it. */
export const isMonth = (value: string | null | undefined): value is string =>
  typeof value === 'string' && MONTH.test(value);

/** The year of the URL's `?year=`, when it is a year the server answers for; else the default. */
export function taxYearOf(value: string | null, today: string): number {
  const year = Number(value);
  return value && Number.isInteger(year) && year >= TAX_YEAR_MIN && year <= TAX_YEAR_MAX
    ? year
    : defaultTaxYear(today);
}

/** The years offered, newest first: the current one and the nine before it, and the one shown. */
export function yearChoices(today: string, shown: number): number[] {
  const current = Number(today.slice(0, 4));
  const years = Array.from({ length: YEARS_OFFERED }, (_, index) => current - index).filter(
    (year) => year >= TAX_YEAR_MIN,
  );
  if (!years.includes(shown)) years.push(shown);
  return years.sort((a, b) => b - a);
}

/** A month of the year by its name, opening a table row: 'January', 'Janeiro'. */
export function monthName(monthIndex: number, language: string): string {
  const name = dateTimeFormat(localeOf(language), { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, monthIndex, 15)),
  );
  return sentenceStart(name, language);
}

/**
 * An amount as a form's field takes it: two decimals in the language's separator and nothing else
 * (no currency, no grouping): '1234.56', '1234,56'.
 */
export function plainAmount(amount: number, language: string): string {
  const text = amount.toFixed(2);
  return language.startsWith('pt') ? text.replace('.', ',') : text;
}
