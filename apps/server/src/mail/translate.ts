import type { Language } from '@arrenda/core';
import i18next, { type TFunction } from 'i18next';
import en from './locales/en.json' with { type: 'json' };
import pt from './locales/pt.json' with { type: 'json' };

/** The mails' own i18next instance: their texts live in ./locales, one file per language. */
const mails = i18next.createInstance();
void mails.init({
  resources: { en: { mail: en }, pt: { mail: pt } },
  ns: ['mail'],
  defaultNS: 'mail',
  fallbackLng: 'en',
  initAsync: false,
  // The layout escapes for the HTML part; the text part takes the words as they are.
  interpolation: { escapeValue: false },
});

export type MailT = TFunction;

export const mailT = (language: Language): MailT => mails.getFixedT(language);

/** A list of paragraphs kept as an array in the locale files. */
export function mailLines(t: MailT, key: string, values: Record<string, string | number> = {}): string[] {
  const lines: unknown = t(key, { ...values, returnObjects: true });
  if (!Array.isArray(lines)) throw new Error(`mail text ${key} is not a list of lines`);
  return lines.map(String);
}
