import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');

/**
 * The gzip size of the code a page loads before it can start: the built file of `module` (a key
 * of Vite's manifest, apps/web/dist: `index.html` for the entry every page shares, or a page's
 * route module) and the chunks it imports. One file alone would say little, since the bundler
 * decides how that code is split into files.
 */
export async function codeGzip(module = 'index.html') {
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  if (!manifest[module])
    throw new Error(`no ${module} in apps/web/dist/.vite/manifest.json: run npm run build`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(module);
  let total = 0;
  for (const key of seen)
    total += gzipSync(await readFile(path.join(dist, manifest[key]?.file ?? ''))).length;
  return total;
}
