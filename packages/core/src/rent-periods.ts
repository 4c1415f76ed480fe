import { FREQUENCY_TYPE } from './lookups';

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

/** The n-th step of the schedule from its start, in UTC. */
function step(start: Date, frequencyTypeId: number, n: number): Date {
  const date = new Date(start);
  if (frequencyTypeId === FREQUENCY_TYPE.DAY) date.setUTCDate(date.getUTCDate() + n);
  else if (frequencyTypeId === FREQUENCY_TYPE.WEEK) date.setUTCDate(date.getUTCDate() + 7 * n);
  else if (frequencyTypeId === FREQUENCY_TYPE.YEAR)
    date.setUTCFullYear(date.getUTCFullYear() + n, date.getUTCMonth(), 1);
  else date.setUTCMonth(date.getUTCMonth() + n, 1);
  return date;
}

/**
 * The months that should each hold a rent (DOMAIN.md): from the month of the start to the month of
 * min(end, today), every N days, weeks, months or years; months are listed once, oldest first.
 */
export function expectedPeriods(schedule: Schedule, today: Date): Period[] {
  const start = new Date(schedule.startDate);
  if (schedule.frequencyTypeId === FREQUENCY_TYPE.MONTH || schedule.frequencyTypeId === FREQUENCY_TYPE.YEAR) {
    start.setUTCDate(1);
  }
  const end = new Date(Math.min(new Date(schedule.endDate).getTime(), today.getTime()));
  const last = monthOf(end);
  const every = Math.max(1, schedule.frequencyValue);
  const periods: Period[] = [];
  for (let n = 0; ; n += every) {
    const month = monthOf(step(start, schedule.frequencyTypeId, n));
    if (month > last) break;
    if (periods.at(-1) !== month) periods.push(month);
  }
  return periods;
}

/**
 * The spec's rent warnings: expected months without a rent, and months with more than one rent
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
