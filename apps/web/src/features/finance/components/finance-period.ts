import { PERIOD_DAY } from '@arrenda/core';
import { formatMonth } from '@/lib/rent-dates';

/** The months of the summary, 'YYYY-MM', both included. */
export interface FinancePeriod {
  from: string;
  to: string;
}

export type PeriodEnd = keyof FinancePeriod;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const pad = (value: number) => String(value).padStart(2, '0');

export const isMonth = (value: string | null): value is string => value !== null && MONTH.test(value);

/** A date's month in the user's own calendar, 'YYYY-MM'. */
export const monthOfDate = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;

/** A month as the API takes it: its 15th, 'YYYY-MM-15' (docs/product.md#states-and-transitions and #constants-and-limits). */
export const periodDay = (month: string) => `${month}-${pad(PERIOD_DAY)}`;

/** The default period: from January of the current year to the current month. */
export const defaultPeriod = (today: Date): FinancePeriod => ({
  from: `${today.getFullYear()}-01`,
  to: monthOfDate(today),
});

/** The period kept in the URL (?from=YYYY-MM&to=YYYY-MM); a missing or malformed end takes its default. */
export function periodFromParams(params: URLSearchParams, today: Date): FinancePeriod {
  const fallback = defaultPeriod(today);
  const from = params.get('from');
  const to = params.get('to');
  return { from: isMonth(from) ? from : fallback.from, to: isMonth(to) ? to : fallback.to };
}

/** docs/product.md#states-and-transitions: a change that would put To before From sets both ends to the changed month. */
export function changePeriod(period: FinancePeriod, end: PeriodEnd, month: string): FinancePeriod {
  const next = { ...period, [end]: month };
  return next.from > next.to ? { from: month, to: month } : next;
}

export const isPeriodValid = (period: FinancePeriod) => period.from <= period.to;

export const samePeriod = (a: FinancePeriod, b: FinancePeriod) => a.from === b.from && a.to === b.to;

/**
 * The period as the headers name it: a single month by its name ('March 2026', docs/product.md#states-and-transitions),
 * a longer one by its first and last month, short ('Jan 2026 – Mar 2026').
 */
export function periodLabel(period: FinancePeriod, language: string): string {
  if (period.from === period.to) return formatMonth(period.from, language);
  return `${formatMonth(period.from, language, 'short')} – ${formatMonth(period.to, language, 'short')}`;
}
