import { z } from 'zod';
import { msg } from '../messages';

/** 'YYYY-MM-DD', alone or as the day of an ISO date-time ('2026-11-25T00:00:00.000Z'); nothing else. */
const DAY =
  /^\d{4}-\d{2}-\d{2}(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?)?$/;

/** The days a form takes: whole calendar days of 1900 to 2199 (docs/domain.md "Input"). */
const FIRST_DAY = '1900-01-01';
const LAST_DAY = '2199-12-31';

/** Whether 'YYYY-MM-DD' is a day of the calendar (no 30 February). */
const isCalendarDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/**
 * A calendar day chosen in a form: 'YYYY-MM-DD', or an ISO date-time whose day part is taken as
 * the chosen day (the web sends the day the user picked, whatever their time zone).
 */
const day = z
  .string({ error: msg('validation.invalidDate') })
  .regex(DAY, msg('validation.invalidDate'))
  .transform((value) => value.slice(0, 10))
  .refine(isCalendarDay, { error: msg('validation.invalidDate'), abort: true })
  .refine((value) => value >= FIRST_DAY && value <= LAST_DAY, msg('validation.dateRange'));

/** A required day; missing or empty gives the field's own message. */
export const requiredDay = (required: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string({ error: required }).pipe(day),
  );

/** An optional day; empty means null. */
export const optionalDay = z.preprocess((value) => (value === '' ? null : value), day.nullable().optional());
