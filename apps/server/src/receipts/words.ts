import { RECEIPT_AMOUNT_MAX } from '@arrenda/core';
import extenso from 'extenso';
import { fromCents, toCents } from '../db/money';

/**
 * An amount of euros in European-Portuguese words, lower case: "vinte e um euros e um cêntimo",
 * "um milhão de euros". `extenso` is wrong from a thousand million up ("bilião"), so such amounts
 * are refused (the receipt schema never lets them through).
 */
export function amountInWords(amount: number): string {
  const cents = toCents(amount);
  if (cents < 0 || cents > toCents(RECEIPT_AMOUNT_MAX)) {
    throw new RangeError(`amount out of range for words: ${amount}`);
  }
  // extenso says "zero cêntimos" for 0.
  if (cents === 0) return 'zero euros';
  return extenso(fromCents(cents), {
    mode: 'currency',
    locale: 'pt',
    currency: { type: 'EUR' },
  }).toLowerCase();
}
