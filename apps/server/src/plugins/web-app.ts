import { existsSync } from 'node:fs';
import path from 'node:path';
import type { apiError } from '@arrenda/core';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { requestLanguage, translate } from '../i18n';
import { pageLanguage, prerenderedPages } from './prerendered-pages';
import { routePages } from './route-pages';

/** Built files whose names carry a hash of their content: a new build gives new names. */
const HASHED = `public, max-age=${365 * 24 * 3600}, immutable`;
/** index.html and the drawn pages name the current build's files: the browser asks each time, and gets 304 while it is the same. */
const REVALIDATE = 'no-cache';
/** Other public files (favicon, robots.txt) keep their names across builds. */
const SHORT = 'public, max-age=3600';

/** The file served, with the .br or .gz of a precompressed variant taken off. */
const servedName = (filePath: string) => filePath.replace(/\.(br|gz)$/, '');

function cacheControlFor(webDir: string, filePath: string) {
  const relative = path.relative(webDir, servedName(filePath));
  if (relative.startsWith(`assets${path.sep}`)) return HASHED;
  return relative.endsWith('.html') ? REVALIDATE : SHORT;
}

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/**
 * Serves the built web app at / when `webDir` holds one: its files precompressed (the build
 * writes a .br and a .gz beside each), cached by kind, and index.html for any page path, which
 * the browser's router then shows, in the copy that names the page's code; the public pages the
 * build drew go as drawn, in the visitor's language. Whatever else is not found, any /api path
 * above all, answers the JSON error body with 404, never the app's HTML.
 */
export async function serveWebApp(app: FastifyInstance, webDir: string | null) {
  const root = webDir !== null && existsSync(path.join(webDir, 'index.html')) ? webDir : null;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        reply.header('cache-control', cacheControlFor(root, filePath));
      },
    });
  }
  const drawnPage = root ? prerenderedPages(root) : () => null;
  const routePage = root ? routePages(root) : () => null;
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    if (root && readsPage && !isApiPath(pathname) && !path.extname(pathname)) {
      // Else the app's HTML naming the page's code and the catalogue of the page's language.
      const page = drawnPage(pathname, request) ?? routePage(pathname, pageLanguage(request));
      // The same path answers in either language: caches keep one copy per language.
      if (page) reply.header('vary', 'accept-language, cookie');
      return reply.type('text/html; charset=utf-8').sendFile(page ?? 'index.html');
    }
    const body: z.infer<typeof apiError> = {
      message: translate(requestLanguage(request), 'server.notFound'),
    };
    return reply.status(404).send(body);
  });
}
