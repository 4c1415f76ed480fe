import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@arrenda/core';
import { z } from 'zod';

/** routes.json of a built web app (scripts/route-pages.mjs): a page path pattern and its HTML. */
const routeList = z.array(z.object({ path: z.string(), file: z.string() }));

const segmentsOf = (pathname: string) => pathname.split('/').filter((segment) => segment !== '');

/**
 * How well `pattern` matches `parts`, as the web app's router ranks its routes: a fixed segment
 * beats a parameter (':id'), and the catch-all ('*') comes last; null when it does not match.
 */
function matchScore(pattern: string[], parts: string[]): number | null {
  if (pattern[0] === '*') return 0;
  if (pattern.length !== parts.length) return null;
  let score = 1;
  for (const [index, segment] of pattern.entries()) {
    const part = parts[index] ?? '';
    if (segment.startsWith(':')) score += 1;
    else if (segment.toLowerCase() === part.toLowerCase()) score += 2;
    else return null;
  }
  return score;
}

/**
 * Finds the per-page copies of index.html a built web app holds, each naming its page's code and
 * styles so that the browser fetches them with the app's own (docs/performance.md), and in each
 * language the catalogue the app will load. The returned lookup gives, for a page path and the
 * language the page will be in, the file to send (relative to `webDir`), or null for a build
 * without them.
 */
export function routePages(webDir: string) {
  const listFile = path.join(webDir, 'route-pages/routes.json');
  if (!existsSync(listFile)) return () => null;
  const found = (file: string) => (existsSync(path.join(webDir, file)) ? file : null);
  const routes = routeList
    .parse(JSON.parse(readFileSync(listFile, 'utf8')))
    .map(({ path: pattern, file }) => ({
      segments: segmentsOf(pattern),
      // A page the build left without its file gets index.html, not another page's.
      file: found(file),
      // The copies naming a language's catalogue too, where the build wrote them.
      localized: Object.fromEntries(
        LANGUAGES.map((language) => [
          language,
          found(path.posix.join(path.posix.dirname(file), language, path.posix.basename(file))),
        ]),
      ) as Record<Language, string | null>,
    }));
  /** The page's file for `pathname`, the copy in `language` where there is one. */
  return (pathname: string, language?: Language): string | null => {
    const parts = segmentsOf(pathname);
    let best: { route: (typeof routes)[number]; score: number } | null = null;
    for (const route of routes) {
      const score = matchScore(route.segments, parts);
      if (score !== null && (best === null || score > best.score)) best = { route, score };
    }
    if (!best?.route.file) return null;
    return (language && best.route.localized[language]) || best.route.file;
  };
}
