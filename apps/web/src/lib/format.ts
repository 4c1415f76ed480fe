import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import i18n from '@/i18n';

/** The currency whose amounts show with the € symbol; any other shows its (translated) name. */
export const EURO = 'Euro';

const isPortuguese = (language: string) => language.startsWith('pt');

export const localeOf = (language: string) => (isPortuguese(language) ? 'pt-PT' : 'en-GB');

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** One date formatter per locale and options: making one costs far more than formatting with it. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

const NUMBER_STYLES = {
  euro: { style: 'currency', currency: 'EUR' },
  amount: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  percent: { style: 'percent', maximumFractionDigits: 2 },
  count: { maximumFractionDigits: 2 },
} satisfies Record<string, Intl.NumberFormatOptions>;
type NumberStyle = keyof typeof NUMBER_STYLES;

const numberFormats = new Map<string, Intl.NumberFormat>();
/**
 * The texts made, by language, style and value: long tables repeat the same amounts (rents, zeros)
 * thousands of times. Emptied when it grows large, so that it stays small.
 */
const numberTexts = new Map<string, string>();
const MAX_NUMBER_TEXTS = 20_000;

/**
 * Intl in the language's locale. Portuguese groups thousands with a dot, as the number inputs do
 * (docs/product.md#validation: "1.234,56"), where pt-PT would put a space and only from five digits on.
 */
function formatNumber(value: number, language: string, style: NumberStyle): string {
  // -0 is a text of its own ('-€0.00'), which a key of 0 would mix up with 0's.
  const key = `${language} ${style} ${Object.is(value, -0) ? '-0' : value}`;
  const known = numberTexts.get(key);
  if (known !== undefined) return known;
  const locale = localeOf(language);
  const formatKey = `${locale} ${style}`;
  let format = numberFormats.get(formatKey);
  if (!format) {
    format = new Intl.NumberFormat(locale, { useGrouping: 'always', ...NUMBER_STYLES[style] });
    numberFormats.set(formatKey, format);
  }
  const text = isPortuguese(language)
    ? format
        .formatToParts(value)
        .map((part) => (part.type === 'group' ? '.' : part.value))
        .join('')
    : format.format(value);
  if (numberTexts.size >= MAX_NUMBER_TEXTS) numberTexts.clear();
  numberTexts.set(key, text);
  return text;
}

/**
 * An amount with two decimals: in euro with the symbol ("1.234,56 €", "€1,234.56"), in any other
 * currency followed by its name ("1,234.56 US Dollar"), docs/product.md#who-it-is-for and #constants-and-limits. Without a currency
 * (no value entered) the amount is in euro, the app's default.
 */
export function formatMoney(amount: number, currency: string | null | undefined, language: string): string {
  if (!currency || currency === EURO) {
    return formatNumber(amount, language, 'euro');
  }
  const number = formatNumber(amount, language, 'amount');
  const name = i18n.t(`lov.currency.${currency}`, { lng: language, defaultValue: currency });
  return `${number} ${name}`;
}

/** A percentage given as 0..100 with up to two decimals ("5,12%"); '-' when there is none. */
export function formatPercent(percent: number | null | undefined, language: string): string {
  if (percent == null) return '-';
  return formatNumber(percent / 100, language, 'percent');
}

/** A plain number, e.g. square metres. */
export const formatCount = (value: number, language: string) => formatNumber(value, language, 'count');

/** A date and time such as "3 Mar 2025, 14:05" or "03/03/2025, 14:05". */
export const formatDateTime = (iso: string, language: string) =>
  dateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The formatters bound to the language chosen in the nav bar. */
export function useFormat() {
  const { i18n: current } = useTranslation();
  const language = current.language;
  return useMemo(
    () => ({
      money: (amount: number, currency: string | null | undefined) => formatMoney(amount, currency, language),
      percent: (percent: number | null | undefined) => formatPercent(percent, language),
      count: (value: number) => formatCount(value, language),
      dateTime: (iso: string) => formatDateTime(iso, language),
    }),
    [language],
  );
}
