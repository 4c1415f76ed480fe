import { daysBetween } from './calendar-days';
import { fromCents, toCents } from './money';
import { lastDayOf } from './rent-defaults';

/**
 * The statutory rent update (docs/domain.md "Rent updates"): the coefficient INE publishes each
 * autumn in Diário da República for the next calendar year, a rent updated at most once a year and
 * announced to the tenant in writing at least 30 days ahead.
 */

/** One year's coefficient as published: in ten-thousandths (1,0224 is 10224), and the notice (Aviso) that published it. */
export interface RentUpdateCoefficient {
  /** The calendar year in which an update with this coefficient takes effect. */
  year: number;
  tenThousandths: number;
  aviso: string;
}

/** The coefficients, oldest first: one row is added each autumn, when INE's Aviso is published. */
export const RENT_UPDATE_COEFFICIENTS: readonly RentUpdateCoefficient[] = [
  { year: 2024, tenThousandths: 10694, aviso: 'Aviso n.º 20980-A/2023' },
  { year: 2025, tenThousandths: 10216, aviso: 'Aviso n.º 23099/2024/2' },
  { year: 2026, tenThousandths: 10224, aviso: 'Aviso n.º 23174/2025/2' },
];

/** The coefficient of a calendar year, when it has been published. */
export const coefficientOf = (year: number): RentUpdateCoefficient | undefined =>
  RENT_UPDATE_COEFFICIENTS.find((row) => row.year === year);

/** A coefficient as a decimal number (1.0224), for display and the API. */
export const coefficientValue = (coefficient: RentUpdateCoefficient): number =>
  coefficient.tenThousandths / 10_000;

/**
 * A rent times a coefficient, rounded up to the next cent (NRAU art. 25 lets the landlord round the
 * new rent up to the cent): computed in whole cents and ten-thousandths, never in floating point.
 */
export function updatedAmount(amount: number, coefficient: RentUpdateCoefficient): number {
  const product = toCents(amount) * coefficient.tenThousandths;
  return fromCents(Math.ceil(product / 10_000));
}

/** How many days the letter's day and the new rent's first day span at least, counting both. */
export const UPDATE_NOTICE_DAYS = 30;

/** How many days before a contract's yearly anniversary the update is proposed. */
export const UPDATE_PROPOSAL_DAYS = 60;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A day plus whole years; a 29 February lands on the 28th in a shorter February (Civil Code art.
 * 279 c): a term ends on the month's last day when the month has no such day.
 */
export function addYears(day: string, years: number): string {
  const year = Number(day.slice(0, 4)) + years;
  const month = `${year}-${day.slice(5, 7)}`;
  const last = lastDayOf(month);
  return day.slice(8) > last.slice(8) ? last : `${month}-${day.slice(8)}`;
}

/** A day plus (or minus) whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/**
 * The first day a new rent may apply from, for a letter dated `letterDay`: the later of a year after
 * the rent's last change (the contract's start or its last update) and the day that makes the
 * letter's notice 30 days, the letter's own day counted (a letter of 31 January allows 1 March).
 */
export function earliestUpdateDay(lastChangeDay: string, letterDay: string): string {
  const anniversary = addYears(lastChangeDay, 1);
  const noticed = addDays(letterDay, UPDATE_NOTICE_DAYS - 1);
  return daysBetween(noticed, anniversary) > 0 ? anniversary : noticed;
}

/** What a contract's rent stands at and since when, as a proposal reads it. */
export interface RentInForce {
  /** The rent itself (the contract's amount, without the extra amount). */
  amount: number;
  /** The day the rent last changed: the contract's start or its last update. */
  since: string;
}

/** A proposed update: the rent now, the coefficient, the new rent and its first possible day. */
export interface RentUpdateProposal {
  currentAmount: number;
  coefficient: RentUpdateCoefficient;
  newAmount: number;
  /** 'YYYY-MM-DD': the earliest day the new rent can apply from, for a letter dated today. */
  effectiveDay: string;
}

/** What a contract's next update starts from: its rent in force and the years it is closed for (dismissed or already updated). */
export interface RentUpdateState extends RentInForce {
  closedYears: readonly number[];
}

/**
 * The update a contract may be given, seen on `today` (docs/domain.md "Rent updates"): proposed from
 * 60 days before the anniversary of its rent's last change, when the coefficient of the year it
 * would apply in is published, that year is neither dismissed nor already updated, and the contract
 * still runs on the day it would apply. Undefined otherwise.
 */
export function rentUpdateProposal(
  rent: RentUpdateState,
  contractEndDay: string,
  today: string,
): RentUpdateProposal | undefined {
  const anniversary = addYears(rent.since, 1);
  if (daysBetween(today, anniversary) > UPDATE_PROPOSAL_DAYS) return undefined;
  const effectiveDay = earliestUpdateDay(rent.since, today);
  if (effectiveDay > contractEndDay) return undefined;
  const year = Number(effectiveDay.slice(0, 4));
  const coefficient = coefficientOf(year);
  if (!coefficient || rent.closedYears.includes(year)) return undefined;
  return {
    currentAmount: rent.amount,
    coefficient,
    newAmount: updatedAmount(rent.amount, coefficient),
    effectiveDay,
  };
}

/** One row of a contract's rent history: the rent and the first day it applies. */
export interface ContractRentTerms {
  /** 'YYYY-MM-DD'. */
  effectiveDay: string;
  amount: number;
  /** Null reads the amount as taxable. */
  taxableAmount: number | null;
}

/**
 * The rent in force on a day: the history's latest row applying by then, else its first (a rent due
 * before the contract's start is charged at its first rent). A rent is charged at the rent in force
 * on its due day (docs/domain.md "Rent updates"). Undefined for an empty history.
 */
export function rentInForceOn<Terms extends ContractRentTerms>(
  history: readonly Terms[],
  day: string,
): Terms | undefined {
  const ordered = [...history].sort((a, b) => (a.effectiveDay < b.effectiveDay ? -1 : 1));
  return ordered.filter((row) => row.effectiveDay <= day).at(-1) ?? ordered[0];
}
