import type { Language } from '@arrenda/core';

/**
 * The app's language, also as a cookie: the server reads it to send the pages drawn at build time
 * in the language the app will speak (docs/performance.md). It only holds `en` or `pt`.
 */
export function writeLanguageCookie(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
  document.cookie = `arrenda.language=${language}; path=/; max-age=31536000; samesite=lax`;
}
