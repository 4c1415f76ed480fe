import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language, sharedMessages } from '@arrenda/core';

export { LANGUAGES, type Language };

/** The browser locale that makes the app start in each language (the app's own rule: pt*). */
export const BROWSER_LOCALE: Record<Language, string> = { en: 'en-US', pt: 'pt-PT' };

/** The locale the app formats numbers and dates in, per language. */
const FORMAT_LOCALE: Record<Language, string> = { en: 'en-GB', pt: 'pt-PT' };

/** The app's catalogue of a language: the core's messages, then every JSON file, as the app merges them. */
function catalogue(language: Language): Record<string, string> {
  const folder = path.resolve(import.meta.dirname, '../../src/i18n', language);
  const merged: Record<string, string> = { ...sharedMessages[language] };
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    Object.assign(
      merged,
      JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Record<string, string>,
    );
  }
  return merged;
}

const catalogues: Record<Language, Record<string, string>> = { en: catalogue('en'), pt: catalogue('pt') };

export type Values = Record<string, string | number>;

/**
 * The text the app shows for `key` in `language`, with its {{values}} filled in and, given a
 * `count`, its plural form: the same texts as the screens, so a test reads them instead of
 * retyping them. An unknown key throws, so a renamed key fails loudly.
 */
export function text(language: Language, key: string, values: Values = {}): string {
  const texts = catalogues[language];
  const { count } = values;
  // As i18next: a _zero form for none where the catalogue has one, else the language's plural rule.
  const plural =
    typeof count === 'number'
      ? ((count === 0 ? texts[`${key}_zero`] : undefined) ??
        texts[`${key}_${new Intl.PluralRules(FORMAT_LOCALE[language]).select(count)}`])
      : undefined;
  const template = plural ?? texts[key];
  if (template === undefined) throw new Error(`No ${language} text for "${key}"`);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** `text` bound to one language, the `t` of a test. */
export function textsOf(language: Language): (key: string, values?: Values) => string {
  return (key, values) => text(language, key, values);
}

/**
 * An amount in euro as the app shows it ("€1,234.56", "1.234,56 €"): Portuguese groups thousands
 * with a dot from four digits on, where pt-PT's Intl puts a space and only from five.
 */
export function euros(language: Language, amount: number): string {
  const format = new Intl.NumberFormat(FORMAT_LOCALE[language], {
    style: 'currency',
    currency: 'EUR',
    useGrouping: 'always',
  });
  if (language === 'en') return format.format(amount);
  return format
    .formatToParts(amount)
    .map((part) => (part.type === 'group' ? '.' : part.value))
    .join('');
}

/** A two-decimal amount as a number field shows it ("1,000.00", "1.000,00"). */
export function decimal(language: Language, amount: number): string {
  return euros(language, amount)
    .replace(/[€\s\u00a0]/g, '')
    .trim();
}

/**
 * The text of `key` as a whole-text pattern, the values not given (a date, a time) matching
 * anything: for texts whose values a test does not know in advance.
 */
export function textPattern(language: Language, key: string, values: Values = {}): RegExp {
  const literal = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const filled = text(language, key, values);
  return new RegExp(
    `^${filled
      .split(/\{\{\s*\w+\s*\}\}/)
      .map(literal)
      .join('.+')}$`,
  );
}
