import { fromCents, toCents } from '../db/money';
import { attachmentDisposition, safeNamePart } from '../files/attachment';

/** The months in Portuguese, lower case (common nouns). */
export const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** The rent period as the receipt names it: 'janeiro de 2026' (the period's month, UTC). */
export const rentPeriodText = (period: Date) =>
  `${MONTHS[period.getUTCMonth()]} de ${period.getUTCFullYear()}`;

/** 'YYYY-MM-DD' written out as a Portuguese letter dates it: '1 de março de 2026'. */
export function writtenDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} de ${MONTHS[(month ?? 1) - 1]} de ${year}`;
}

/** 'YYYY-MM-DD' as printed on the receipt: '30-01-2026' (the app's date format). */
export const printedDay = (day: string) => day.split('-').reverse().join('-');

/** Euros (never negative on a receipt) as printed: '1.234,56 €', dot for thousands, comma for cents. */
export function euros(amount: number): string {
  const cents = toCents(amount);
  const whole = Math.trunc(fromCents(cents))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const fraction = (cents % 100).toString().padStart(2, '0');
  return `${whole},${fraction} €`;
}

/** The receipt's file name: '<property address> - <rent period>.pdf' (docs/product.md#screens-and-routes). */
export const receiptFileName = (propertyAddress: string, rentPeriod: string): string =>
  `${safeNamePart(propertyAddress).slice(0, 150)} - ${safeNamePart(rentPeriod).slice(0, 60)}.pdf`;

/** The download's Content-Disposition, under the receipt's file name. */
export const attachmentHeader = (propertyAddress: string, rentPeriod: string): string =>
  attachmentDisposition(receiptFileName(propertyAddress, rentPeriod));
