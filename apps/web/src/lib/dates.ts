import { dateTimeFormat, localeOf } from '@/lib/format';

/**
 * Contract dates are calendar days. The API stores them at fixed hours in UTC (start 10:00, end
 * 16:00) and answers ISO date-times; the form sends 'YYYY-MM-DD'. The day is the ISO text's date part.
 */
export const dayOf = (iso: string) => iso.slice(0, 10);

const pad = (value: number) => String(value).padStart(2, '0');

/** A date's day in the user's own calendar, as 'YYYY-MM-DD'. */
export const localDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A 'YYYY-MM-DD' day as a local date at midnight (what the date picker shows). */
export function localDate(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

/** A day as the user's language writes it ("1 Mar 2025", "01/03/2025"). */
export const formatDay = (iso: string, language: string) =>
  dateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${dayOf(iso)}T00:00:00Z`),
  );

const utcDay = (day: string) => new Date(`${dayOf(day)}T00:00:00Z`);

/** The day `months` months after `start`, kept inside its month (31 Jan + 1 month is 28/29 Feb). */
function addMonths(start: Date, months: number): Date {
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target;
}

const DAY_MS = 86_400_000;

/**
 * How long a contract runs, both days included, in whole months and the days left over:
 * 1 Jan to 31 Dec is 12 months; 15 Jan to 14 Feb is 1 month; 1 Jan to 10 Jan is 0 months, 10 days.
 */
export function contractLength(startDate: string, endDate: string): { months: number; days: number } {
  const start = utcDay(startDate);
  const after = new Date(utcDay(endDate).getTime() + DAY_MS);
  let months =
    (after.getUTCFullYear() - start.getUTCFullYear()) * 12 + (after.getUTCMonth() - start.getUTCMonth());
  while (months > 0 && addMonths(start, months) > after) months -= 1;
  const days = Math.round((after.getTime() - addMonths(start, Math.max(months, 0)).getTime()) / DAY_MS);
  return { months: Math.max(months, 0), days: Math.max(days, 0) };
}
