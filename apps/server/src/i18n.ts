import { type Language, parseMessage, pickLanguage, sharedMessages } from '@arrenda/core';
import type { FastifyRequest } from 'fastify';

/** Turns an encoded message key (see core/messages.ts) into text in the given language. */
export function translate(language: Language, encoded: string): string {
  const { key, values } = parseMessage(encoded);
  const text = sharedMessages[language][key] ?? sharedMessages.en[key] ?? encoded;
  return text.replace('{{count}}', String(values.count ?? ''));
}

/** The caller's language: the web sends the chosen one as Accept-Language. */
export function requestLanguage(request: FastifyRequest): Language {
  return pickLanguage(request.headers['accept-language']);
}
