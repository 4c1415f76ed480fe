import { z } from 'zod';
import { msg } from '../messages';

/** The largest PostgreSQL integer (int4): every id column, and the row versions. */
export const INT4_MAX = 2_147_483_647;

/**
 * Control characters (Unicode Cc: C0, DEL, C1) but tab and line ends: a NUL byte cannot be stored
 * in PostgreSQL text, and none of them belongs in a name, a note or an address.
 */
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u;

/**
 * The base of every text field: a string (`error` otherwise) without control characters, checked
 * before trimming so that none is silently dropped from the ends.
 */
export const textField = (error: string) =>
  z.string({ error }).refine((value) => !CONTROL_CHARACTER.test(value), msg('validation.controlCharacters'));

/** Empty or blank text becomes null (docs/product.md#validation: "empty text is sent as null"). */
export const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    textField(msg('validation.invalid'))
      .trim()
      .max(max, msg('validation.maxChars', max))
      .nullable()
      .optional(),
  );

export const email = (max = 254) =>
  textField(msg('validation.emailRequired'))
    .trim()
    .min(1, msg('validation.emailRequired'))
    .max(max, msg('validation.maxChars', max))
    .pipe(z.email({ error: msg('validation.emailInvalid') }))
    .transform((value) => value.toLowerCase());

/**
 * On an edit, the version of the row the form was filled from: the save is refused (409, `stale`)
 * when someone saved the row since. Optional, so that a client that sends none keeps working.
 */
export const editVersion = z
  .number({ error: msg('validation.invalid') })
  .int()
  .positive()
  .max(INT4_MAX)
  .optional();

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;

/** A new password: 6 to 20 characters, never trimmed or truncated. */
export const newPassword = z
  .string({ error: msg('validation.passwordRequired') })
  .min(1, msg('validation.passwordRequired'))
  .min(PASSWORD_MIN, msg('validation.minChars', PASSWORD_MIN))
  .max(PASSWORD_MAX, msg('validation.maxChars', PASSWORD_MAX));

/** A password typed to log in or to confirm identity: any length up to a sane bound. */
export const currentPassword = z
  .string({ error: msg('validation.passwordRequired') })
  .min(1, msg('validation.passwordRequired'))
  .max(1024, msg('validation.maxChars', 1024));

/**
 * A row id in a path or a query string: a positive PostgreSQL integer (larger ones would fail in the
 * database, not here). In a path, one that is no id answers 404 like a missing row (plugins/errors.ts).
 */
export const id = z.coerce.number().int().positive().max(INT4_MAX);

/** Blank text, empty strings and undefined from a cleared input all mean "no value". */
const emptyToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

/** Required text of at most `max` characters; blank gives `required`. */
export const requiredText = (max: number, required: string) =>
  textField(required).trim().min(1, required).max(max, msg('validation.maxChars', max));

/** A required lookup id from a select: missing or empty gives the field's own message. */
export const requiredId = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .number({ error: message })
      .int({ error: message })
      .positive({ error: message })
      .max(INT4_MAX, { error: msg('validation.invalid') }),
  );

/** An optional lookup or row id; empty means null. */
export const optionalId = z.preprocess(
  emptyToNull,
  z
    .number({ error: msg('validation.invalid') })
    .int({ error: msg('validation.invalid') })
    .positive({ error: msg('validation.invalid') })
    .max(INT4_MAX, { error: msg('validation.invalid') })
    .nullable(),
);

/** The error of a required number: `required` when it is missing, 'Invalid number' when it is no number. */
export const requiredNumberError =
  (required: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? required : msg('validation.invalidNumber');

/** An optional whole number of at least 0 (counts, areas in square metres). */
export const optionalCount = (max: number) =>
  z.preprocess(
    emptyToNull,
    z
      .number({ error: msg('validation.invalidNumber') })
      .int({ error: msg('validation.noDecimals') })
      .min(0, msg('validation.positive'))
      .max(max, msg('validation.maxNumber', max))
      .nullable(),
  );

/** The largest amount `numeric(14,2)` holds. */
export const MONEY_MAX = 999_999_999_999.99;

/**
 * Whether a JSON number has at most two decimals (it is a whole number of cents): it is the number
 * its cents make again, which holds at every amount up to MONEY_MAX (a product by 100 strays by
 * more than any fixed margin there), or it lies within a hair of whole cents, as a sum a client
 * made in binary floating point (0.1 + 0.2) does.
 */
export const isWholeCents = (value: number) => {
  const cents = Math.round(value * 100);
  return cents / 100 === value || Math.abs(value * 100 - cents) < 1e-6;
};

/** An optional amount of money: at least 0, at most two decimals; empty means null. */
export const optionalMoney = z.preprocess(
  emptyToNull,
  z
    .number({ error: msg('validation.invalidNumber') })
    .min(0, msg('validation.positive'))
    .max(MONEY_MAX, msg('validation.maxNumber', MONEY_MAX))
    .refine(isWholeCents, msg('validation.maxTwoDecimals'))
    .nullable(),
);

/** An optional coordinate in degrees between -limit and limit. */
export const optionalCoordinate = (limit: 90 | 180) =>
  z.preprocess(
    emptyToNull,
    z
      .number({ error: msg('validation.invalidDecimal') })
      .min(-limit, msg(limit === 90 ? 'validation.latitudeRange' : 'validation.longitudeRange'))
      .max(limit, msg(limit === 90 ? 'validation.latitudeRange' : 'validation.longitudeRange'))
      .nullable(),
  );

/** An optional yes/no answer; empty means null. */
export const optionalBoolean = z.preprocess(
  emptyToNull,
  z.boolean({ error: msg('validation.invalid') }).nullable(),
);
