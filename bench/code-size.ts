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
  const manifest = await readManifest();
  if (!manifest[module])
    throw new Error(`no ${module} in apps/web/dist/.vite/manifest.json: run npm run build`);
  const files = importedFiles(manifest, module);
  // The app draws nothing before its language's catalogue is there (apps/web/src/i18n): the entry
  // counts with the larger of the two, which the page's HTML names beside it.
  if (module === 'index.html') {
    const sizes = await Promise.all(
      CATALOGUES.map(async (catalogue) => {
        const own = [...importedFiles(manifest, catalogue)].filter((file) => !files.has(file));
        return sum(own);
      }),
    );
    return (await sum([...files])) + Math.max(...sizes);
  }
  return sum([...files]);
}

const CATALOGUES = ['src/i18n/catalogue-en.ts', 'src/i18n/catalogue-pt.ts'];

type Manifest = Record<string, { file: string; imports?: string[] }>;

const readManifest = async () =>
  JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The files of `module` and of the chunks it imports. */
function importedFiles(manifest: Manifest, module: string) {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const file = manifest[key]?.file;
    if (file) files.add(file);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(module);
  return files;
}

async function sum(files: string[]) {
  let total = 0;
  for (const file of files) total += gzipSync(await readFile(path.join(dist, file))).length;
  return total;
}
