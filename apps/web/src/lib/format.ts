import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import i18n from '../i18n';

/** The currency whose amounts show with the € symbol; any other shows its (translated) name. */
export const EURO = 'Euro';

const isPortuguese = (language: string) => language.startsWith('pt');

export const localeOf = (language: string) => (isPortuguese(language) ? 'pt-PT' : 'en-GB');

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and options: making one costs far more than formatting with it. */
function cached<F, O>(cache: Map<string, F>, make: (locale: string, options: O) => F) {
  return (locale: string, options: O): F => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let format = cache.get(key);
    if (!format) {
      format = make(locale, options);
      cache.set(key, format);
    }
    return format;
  };
}

export const numberFormat = cached(
  numberFormats,
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

export const dateTimeFormat = cached(
  dateTimeFormats,
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

/**
 * Intl in the language's locale. Portuguese groups thousands with a dot, as the number inputs do
 * (spec section 5: "1.234,56"), where pt-PT would put a space and only from five digits on.
 */
function formatNumber(value: number, language: string, options: Intl.NumberFormatOptions): string {
  const format = numberFormat(localeOf(language), { useGrouping: 'always', ...options });
  if (!isPortuguese(language)) return format.format(value);
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'group' ? '.' : part.value))
    .join('');
}

/**
 * An amount with two decimals: in euro with the symbol ("1.234,56 €", "€1,234.56"), in any other
 * currency followed by its name ("1,234.56 US Dollar"), spec sections 1 and 9. Without a currency
 * (no value entered) the amount is in euro, the app's default.
 */
export function formatMoney(amount: number, currency: string | null | undefined, language: string): string {
  if (!currency || currency === EURO) {
    return formatNumber(amount, language, { style: 'currency', currency: 'EUR' });
  }
  const number = formatNumber(amount, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const name = i18n.t(`lov.currency.${currency}`, { lng: language, defaultValue: currency });
  return `${number} ${name}`;
}

/** A percentage given as 0..100 with up to two decimals ("5,12%"); '-' when there is none. */
export function formatPercent(percent: number | null | undefined, language: string): string {
  if (percent == null) return '-';
  return formatNumber(percent / 100, language, { style: 'percent', maximumFractionDigits: 2 });
}

/** A plain number, e.g. square metres. */
export const formatCount = (value: number, language: string) =>
  formatNumber(value, language, { maximumFractionDigits: 2 });

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
