import { z } from 'zod';
import { msg } from '../messages';

/** Empty or blank text becomes null (spec section 5: "empty text is sent as null"). */
export const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: msg('validation.invalid') })
      .trim()
      .max(max, msg('validation.maxChars', max))
      .nullable()
      .optional(),
  );

export const email = (max = 254) =>
  z
    .string({ error: msg('validation.emailRequired') })
    .trim()
    .min(1, msg('validation.emailRequired'))
    .max(max, msg('validation.maxChars', max))
    .pipe(z.email({ error: msg('validation.emailInvalid') }))
    .transform((value) => value.toLowerCase());

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

/** A row id in a path: a positive PostgreSQL integer (larger ones would fail in the database, not here). */
export const id = z.coerce.number().int().positive().max(2_147_483_647);
