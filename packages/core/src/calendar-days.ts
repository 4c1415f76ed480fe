/**
 * Days are calendar days in Portugal (docs/domain.md): "today" is the day it is in Europe/Lisbon, and a
 * stored day (contract days at 10:00 or 16:00 UTC, rent and payment days at noon UTC) is the UTC
 * day it is stored on, which is the same day in Lisbon. Days are 'YYYY-MM-DD'.
 */

const DAY_MS = 86_400_000;

const LISBON = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Lisbon',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day it is in Portugal at `now`. */
export function todayInPortugal(now = new Date()): string {
  const parts = Object.fromEntries(LISBON.formatToParts(now).map(({ type, value }) => [type, value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The calendar day of a stored day (an instant the API wrote for a day). */
export const storedDay = (instant: string | Date): string => new Date(instant).toISOString().slice(0, 10);

/** Whole calendar days from one day to another: negative when `to` is the earlier one. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** Midnight UTC of a day: the stored days before it are exactly those of the earlier days. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00.000Z`);
