import { type Language, parseMessage, pickLanguage, sharedMessages } from '@arrenda/core';
import type { FastifyRequest } from 'fastify';
import { amountOf } from './db/money';

export const LOCALES: Record<Language, string> = { en: 'en-GB', pt: 'pt-PT' };

/** "€1,234.56", "1.234,56 €": Portuguese groups thousands with a dot, as the web app shows amounts. */
export function formatMoney(language: Language, amount: string, currencyCode: string) {
  const format = new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: currencyCode,
    useGrouping: 'always',
  });
  return format
    .formatToParts(amountOf(amount))
    .map((part) => (part.type === 'group' && language === 'pt' ? '.' : part.value))
    .join('');
}

/** Turns an encoded message key (see core/messages.ts) into text in the given language. */
export function translate(language: Language, encoded: string): string {
  const { key, values } = parseMessage(encoded);
  const text = sharedMessages[language][key] ?? sharedMessages.en[key] ?? encoded;
  const { count, money, texts = {} } = values;
  return text
    .replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => texts[name] ?? placeholder)
    .replace('{{count}}', String(count ?? ''))
    .replace('{{amount}}', money ? formatMoney(language, money.amount, money.currency) : '');
}

/** The caller's language: the web sends the chosen one as Accept-Language. */
export function requestLanguage(request: FastifyRequest): Language {
  return pickLanguage(request.headers['accept-language']);
}
