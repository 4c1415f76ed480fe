import { PERIOD_DAY } from '@arrenda/core';
import { dateTimeFormat, localeOf } from '@/lib/format';

const pad = (value: number) => String(value).padStart(2, '0');

/** The period's month ('YYYY-MM') of a rent's ISO period or of a warning's month. */
export const monthOf = (period: string) => period.slice(0, 7);

/** A month as the period the form sends: its 15th, 'YYYY-MM-15' (docs/product.md#constants-and-limits). */
const periodDay = (year: number, monthIndex: number) => {
  const date = new Date(Date.UTC(year, monthIndex, 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(PERIOD_DAY)}`;
};

/**
 * A new rent's period (docs/product.md#states-and-transitions): the month after the contract's last payment period, or
 * the current month when the contract has no rent yet.
 */
export function nextPeriod(lastPaymentPeriod: string | null, today: Date): string {
  if (!lastPaymentPeriod) return periodDay(today.getFullYear(), today.getMonth());
  const [year = 0, month = 1] = monthOf(lastPaymentPeriod).split('-').map(Number);
  return periodDay(year, month);
}

/**
 * A text opening a heading, in sentence case: 'janeiro de 2026' heads a rent as 'Janeiro de 2026'.
 * Only the first letter: CSS capitalize would give 'Janeiro De 2026'.
 */
export const sentenceStart = (text: string, language: string) =>
  text.charAt(0).toLocaleUpperCase(localeOf(language)) + text.slice(1);

/**
 * A month as the user's language writes it: 'December 2024' / 'dezembro de 2024' in full, or
 * 'Dec 2024' / 'dez. 2024' short (the warnings' lists; pt-PT's own short form is '12/2024').
 */
export function formatMonth(period: string, language: string, month: 'long' | 'short' = 'long'): string {
  const date = new Date(`${monthOf(period)}-${pad(PERIOD_DAY)}T12:00:00Z`);
  const locale = localeOf(language);
  if (month === 'long') {
    return dateTimeFormat(locale, { month, year: 'numeric', timeZone: 'UTC' }).format(date);
  }
  const name = dateTimeFormat(locale, { month, timeZone: 'UTC' }).format(date);
  return `${name} ${date.getUTCFullYear()}`;
}
