import { isValidPhoneNumber } from 'libphonenumber-js';
import type { z } from 'zod';
import { compactFiscalNumber, fiscalCountryPrefix, isValidPortugueseFiscalNumber } from '../fiscal-number';
import { msg } from '../messages';

/** The seeded id of Portugal in the country lookup (migration 0001). */
export const PORTUGAL_COUNTRY_ID = 1;

/** A Portuguese postal code: four digits, a dash, three digits ('1100-053'). */
export const isPortuguesePostalCode = (value: string) => /^\d{4}-\d{3}$/.test(value);

/**
 * A phone number anyone could dial: a national number is read as Portuguese, any other is written
 * with its '+' country code (or '00').
 */
export const isValidPhone = (value: string) => isValidPhoneNumber(value, 'PT');

/**
 * Whether a tenant's fiscal number is another country's: written with a two-letter prefix other than
 * PT ('ES12345678Z'). A tenant is Portuguese otherwise (docs/domain.md "Contact details").
 */
export const isForeignFiscalNumber = (value: string | null | undefined) => {
  const prefix = value ? fiscalCountryPrefix(compactFiscalNumber(value)) : null;
  return prefix !== null && prefix !== 'PT';
};

interface Contact {
  phone?: string | null | undefined;
  postalCode?: string | null | undefined;
}

/**
 * The checks of a Portuguese landlord's or tenant's contact details, as issues on their fields:
 * the fiscal number (`fiscalField`) with its check digit and the postal code 'dddd-ddd' when
 * `portuguese`, the phone always.
 */
export function checkContact<T extends Contact>(
  body: T,
  ctx: z.RefinementCtx,
  { portuguese, fiscalField }: { portuguese: boolean; fiscalField: keyof T & string },
) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const fiscalNumber = body[fiscalField];
  if (portuguese && typeof fiscalNumber === 'string' && !isValidPortugueseFiscalNumber(fiscalNumber)) {
    issue(fiscalField, msg('validation.nifInvalid'));
  }
  if (portuguese && body.postalCode && !isPortuguesePostalCode(body.postalCode)) {
    issue('postalCode', msg('validation.postalCodePortugal'));
  }
  if (body.phone && !isValidPhone(body.phone)) issue('phone', msg('validation.phoneInvalid'));
}
