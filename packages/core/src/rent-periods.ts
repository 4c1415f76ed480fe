import { FREQUENCY_TYPE } from './lookups';

/** Rent and payment days are stored at noon UTC; a rent's period is the 15th of its month (docs/product.md#states-and-transitions and #constants-and-limits). */
export const RENT_HOUR = 12;
export const PERIOD_DAY = 15;

/** A month as 'YYYY-MM'. */
export type Period = string;

interface Schedule {
  /** ISO date-times. */
  startDate: string;
  endDate: string;
  frequencyTypeId: number;
  frequencyValue: number;
}

const monthOf = (date: Date): Period => date.toISOString().slice(0, 7);

/** The n-th step of a schedule by days or weeks from its start, in UTC. */
function step(start: Date, frequencyTypeId: number, n: number): Date {
  const date = new Date(start);
  date.setUTCDate(date.getUTCDate() + (frequencyTypeId === FREQUENCY_TYPE.WEEK ? 7 * n : n));
  return date;
}

const monthNames = new Map<number, Period>();
/** 'YYYY-MM' of a month counted from year 0 (year × 12 + month − 1); few distinct, formatted once. */
function monthName(index: number): Period {
  let name = monthNames.get(index);
  if (name === undefined) {
    name = `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
    monthNames.set(index, name);
  }
  return name;
}

const monthIndex = (date: Date) => date.getUTCFullYear() * 12 + date.getUTCMonth();

/**
 * The months that should each hold a rent (docs/domain.md): from the month of the start to the month of
 * min(end, today), every N days, weeks, months or years; months are listed once, oldest first.
 */
export function expectedPeriods(schedule: Schedule, today: Date): Period[] {
  const start = new Date(schedule.startDate);
  const end = new Date(Math.min(new Date(schedule.endDate).getTime(), today.getTime()));
  const every = Math.max(1, schedule.frequencyValue);
  const periods: Period[] = [];
  if (schedule.frequencyTypeId === FREQUENCY_TYPE.MONTH || schedule.frequencyTypeId === FREQUENCY_TYPE.YEAR) {
    // Month arithmetic: every month or year from the start's month, no dates to step through.
    const stride = every * (schedule.frequencyTypeId === FREQUENCY_TYPE.YEAR ? 12 : 1);
    for (let month = monthIndex(start); month <= monthIndex(end); month += stride) {
      periods.push(monthName(month));
    }
    return periods;
  }
  const last = monthOf(end);
  for (let n = 0; ; n += every) {
    const month = monthOf(step(start, schedule.frequencyTypeId, n));
    if (month > last) break;
    if (periods.at(-1) !== month) periods.push(month);
  }
  return periods;
}

/**
 * The product's rent warnings: expected months without a rent, and months with more than one rent
 * (only where one rent per month is expected: monthly and yearly schedules). Oldest first.
 */
export function rentWarnings(
  schedule: Schedule,
  rentPeriods: readonly string[],
  today: Date,
): { missing: Period[]; duplicates: Period[] } {
  const counts = new Map<Period, number>();
  for (const period of rentPeriods) {
    const month = period.slice(0, 7);
    counts.set(month, (counts.get(month) ?? 0) + 1);
  }
  const missing = expectedPeriods(schedule, today).filter((month) => !counts.has(month));
  const oncePerMonth =
    schedule.frequencyTypeId === FREQUENCY_TYPE.MONTH || schedule.frequencyTypeId === FREQUENCY_TYPE.YEAR;
  const duplicates = oncePerMonth ? [...counts].filter(([, count]) => count > 1).map(([month]) => month) : [];
  return { missing, duplicates: duplicates.sort() };
}
