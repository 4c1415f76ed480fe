/**
 * Validation and server messages travel as i18n keys, optionally with a count
 * (`validation.maxChars#60`) or an amount of money (`validation.aboveLeftToPay#350.00 EUR`), so
 * that the same zod schema yields the product's text in the user's language on the web and in the
 * server's error bodies.
 */
export const COUNT_SEPARATOR = '#';

export type MessageKey = keyof typeof import('./i18n/en').en;

/** A message key, alone or with its value, as msg and moneyMsg make it. */
export type Message = MessageKey | `${MessageKey}${typeof COUNT_SEPARATOR}${string}`;

/** An amount of money: its exact decimal text ('350.00') and its currency's ISO code ('EUR'). */
export interface MoneyValue {
  amount: string;
  currency: string;
}

export function msg(key: MessageKey, count?: number): Message {
  return count === undefined ? key : `${key}${COUNT_SEPARATOR}${count}`;
}

/** A message naming an amount of money (`{{amount}}`), formatted in the reader's language. */
export function moneyMsg(key: MessageKey, money: MoneyValue): Message {
  return `${key}${COUNT_SEPARATOR}${money.amount} ${money.currency}`;
}

const MONEY_VALUE = /^(\d+\.\d{2}) ([A-Z]{3})$/;

/** A message naming text values (`{{from}}`, `{{to}}`): `key#from=05%2F2026&to=03%2F2026`. */
export function textMsg(key: MessageKey, texts: Record<string, string>): Message {
  const pairs = Object.entries(texts).map(([name, text]) => `${name}=${encodeURIComponent(text)}`);
  return `${key}${COUNT_SEPARATOR}${pairs.join('&')}`;
}

const TEXT_VALUES = /^\w+=[^&=]*(?:&\w+=[^&=]*)*$/;

/** The text of an encoded value; text that is not URI-encoded stays as it is. */
function decodeText(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Splits an encoded message into its key and interpolation values. */
export function parseMessage(encoded: string): {
  key: string;
  values: { count?: number; money?: MoneyValue; texts?: Record<string, string> };
} {
  const at = encoded.lastIndexOf(COUNT_SEPARATOR);
  if (at < 0) return { key: encoded, values: {} };
  const key = encoded.slice(0, at);
  const money = MONEY_VALUE.exec(encoded.slice(at + 1));
  if (money?.[1] && money[2]) return { key, values: { money: { amount: money[1], currency: money[2] } } };
  const tail = encoded.slice(at + 1);
  if (TEXT_VALUES.test(tail)) {
    const pairs = tail.split('&').map((pair) => pair.split('='));
    return {
      key,
      values: { texts: Object.fromEntries(pairs.map(([name, text]) => [name, decodeText(text ?? '')])) },
    };
  }
  const count = Number(encoded.slice(at + 1));
  if (!Number.isFinite(count)) return { key: encoded, values: {} };
  return { key, values: { count } };
}
