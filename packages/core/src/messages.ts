/**
 * Validation and server messages travel as i18n keys, optionally with a count
 * (`validation.maxChars#60`), so that the same zod schema yields the spec's text in
 * the user's language on the web and in the server's error bodies.
 */
export const COUNT_SEPARATOR = '#';

export type MessageKey = keyof typeof import('./i18n/en').en;

export function msg(key: MessageKey, count?: number): string {
  return count === undefined ? key : `${key}${COUNT_SEPARATOR}${count}`;
}

/** Splits an encoded message into its key and interpolation values. */
export function parseMessage(encoded: string): { key: string; values: { count?: number } } {
  const at = encoded.lastIndexOf(COUNT_SEPARATOR);
  if (at < 0) return { key: encoded, values: {} };
  const count = Number(encoded.slice(at + 1));
  if (!Number.isFinite(count)) return { key: encoded, values: {} };
  return { key: encoded.slice(0, at), values: { count } };
}
