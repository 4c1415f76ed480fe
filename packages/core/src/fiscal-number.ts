/**
 * Portuguese tax numbers (NIF for people, NIPC for companies): nine digits, the last a check digit
 * (modulo 11 over the first eight, weighted 9 down to 2; a remainder of 10 or 11 gives 0).
 */
export function isValidNif(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(digits[i]) * (9 - i);
  const rest = 11 - (sum % 11);
  return Number(digits[8]) === (rest >= 10 ? 0 : rest);
}

/** A fiscal number as typed, without spaces, dots or dashes and upper-cased ('pt 123 456 789' → 'PT123456789'). */
export const compactFiscalNumber = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

/** The two-letter country prefix of a VAT-style number ('ES', 'FR'...), or null for a bare number. */
export const fiscalCountryPrefix = (compact: string) => /^([A-Z]{2})/.exec(compact)?.[1] ?? null;

/** Whether a typed number is a valid Portuguese NIF/NIPC, bare or with the 'PT' prefix. */
export function isValidPortugueseFiscalNumber(value: string): boolean {
  const compact = compactFiscalNumber(value);
  return isValidNif(compact.startsWith('PT') ? compact.slice(2) : compact);
}
