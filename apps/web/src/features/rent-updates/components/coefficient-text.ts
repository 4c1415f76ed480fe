import { localeOf } from '@/lib/format';

/** A coefficient as the language writes it, with its four decimals: 1,0224 or 1.0224. */
export const coefficientText = (value: number, language: string) =>
  value.toLocaleString(localeOf(language), { minimumFractionDigits: 4, maximumFractionDigits: 4 });
