import { existsSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@arrenda/core';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../i18n';

/**
 * The public pages the build draws in both languages (scripts/prerender.mjs writes them as
 * `prerendered/<language>/<name>.html` in the web app's folder; docs/performance.md).
 */
const PAGES: Record<string, string> = {
  '/': 'landing',
  '/home': 'landing',
  '/login': 'login',
  '/registration': 'registration',
  '/requestResetPassword': 'request-reset-password',
};

/** The app's language as the browser last told it (i18n/language-cookie.ts in the web app). */
const LANGUAGE_COOKIE = /(?:^|;\s*)arrenda\.language=(en|pt)(?:;|$)/;

/** The language a page is drawn in: the app's saved choice, else the browser's first language. */
export function pageLanguage(request: FastifyRequest): Language {
  const saved = LANGUAGE_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  return saved === 'en' || saved === 'pt' ? saved : requestLanguage(request);
}

/**
 * Finds the drawn pages of a built web app. The returned lookup gives, for a page path, the file
 * to send (relative to `webDir`) in the request's language, or null for any other path or a build
 * without them.
 */
export function prerenderedPages(webDir: string) {
  const available = new Set(
    LANGUAGES.flatMap((language) =>
      Object.values(PAGES)
        .map((name) => `prerendered/${language}/${name}.html`)
        .filter((file) => existsSync(path.join(webDir, file))),
    ),
  );
  return (pathname: string, request: FastifyRequest): string | null => {
    const name = PAGES[pathname];
    if (!name) return null;
    const file = `prerendered/${pageLanguage(request)}/${name}.html`;
    return available.has(file) ? file : null;
  };
}
