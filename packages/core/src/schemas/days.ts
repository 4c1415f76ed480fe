import { z } from 'zod';
import { msg } from '../messages';

const DAY = /^\d{4}-\d{2}-\d{2}/;

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
  .refine(isCalendarDay, msg('validation.invalidDate'));

/** A required day; missing or empty gives the field's own message. */
export const requiredDay = (required: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string({ error: required }).pipe(day),
  );

/** An optional day; empty means null. */
export const optionalDay = z.preprocess((value) => (value === '' ? null : value), day.nullable().optional());
