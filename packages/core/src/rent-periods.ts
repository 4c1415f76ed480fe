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
const periodIndex = (period: Period) => Number(period.slice(0, 4)) * 12 + Number(period.slice(5, 7)) - 1;

const DAY_MS = 86_400_000;

/** Months from `first` to `last`, inclusive ('YYYY-MM'). */
export interface PeriodRange {
  first: Period;
  last: Period;
}

/**
 * The months that should each hold a rent (docs/domain.md): from the month of the start to the month of
 * min(end, today), every N days, weeks, months or years; months are listed once, oldest first. With
 * `within`, only those of that range, found without stepping through the schedule's earlier months
 * (a summary of one year reads the year of a contract signed decades ago).
 */
export function expectedPeriods(schedule: Schedule, today: Date, within?: PeriodRange): Period[] {
  const start = new Date(schedule.startDate);
  const end = new Date(Math.min(new Date(schedule.endDate).getTime(), today.getTime()));
  const every = Math.max(1, schedule.frequencyValue);
  const lastIndex = Math.min(monthIndex(end), within ? periodIndex(within.last) : monthIndex(end));
  const firstIndex = within ? periodIndex(within.first) : monthIndex(start);
  const periods: Period[] = [];
  if (schedule.frequencyTypeId === FREQUENCY_TYPE.MONTH || schedule.frequencyTypeId === FREQUENCY_TYPE.YEAR) {
    // Month arithmetic: every month or year from the start's month, no dates to step through; the
    // whole strides before the range skipped.
    const stride = every * (schedule.frequencyTypeId === FREQUENCY_TYPE.YEAR ? 12 : 1);
    const skipped = Math.max(0, Math.ceil((firstIndex - monthIndex(start)) / stride));
    for (let month = monthIndex(start) + skipped * stride; month <= lastIndex; month += stride) {
      periods.push(monthName(month));
    }
    return periods;
  }
  // Days or weeks, exact in UTC: from the last step on or before the range's first day.
  const stepDays = (schedule.frequencyTypeId === FREQUENCY_TYPE.WEEK ? 7 : 1) * every;
  const rangeStart = Date.UTC(Math.floor(firstIndex / 12), firstIndex % 12, 1);
  const skipped = Math.max(0, Math.floor((rangeStart - start.getTime()) / (stepDays * DAY_MS)));
  const first = monthName(firstIndex);
  const last = monthName(lastIndex);
  for (let n = skipped * every; ; n += every) {
    const month = monthOf(step(start, schedule.frequencyTypeId, n));
    if (month > last) break;
    if (month >= first && periods.at(-1) !== month) periods.push(month);
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
