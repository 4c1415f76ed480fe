import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** What the app imports for PrimeIcons' stylesheet (src/main.tsx); this plugin says which file it is. */
export const ICONS_CSS = 'arrenda:icons.css';

/** One icon's rule in PrimeIcons' stylesheet: `.pi-check:before { content: "\e909"; }`. */
const GLYPH_RULE = /\.pi-([a-z0-9-]+):before\s*\{\s*content:\s*"\\([0-9a-f]+)";\s*\}\s*/g;
/** An icon's class as the code names it (`pi-chevron-down`). */
const ICON_CLASS = /\bpi-([a-z0-9]+(?:-[a-z0-9]+)*)/g;

/** The icon names (`check`, `chevron-down`) that the sources under `dir` name, tests left out. */
async function iconNamesIn(dir: string): Promise<Set<string>> {
  const names = new Set<string>();
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !/\.(tsx?|css|html)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name))
      continue;
    const text = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
    for (const match of text.matchAll(ICON_CLASS)) names.add(match[1] as string);
  }
  return names;
}

/**
 * PrimeIcons' stylesheet with only the rules of the icons in `used`, its font named as the woff2
 * file beside it (every browser the app supports reads woff2), and those icons' code points.
 */
export function iconStylesheet(css: string, used: ReadonlySet<string>) {
  const codePoints: number[] = [];
  const kept = css
    .replace(GLYPH_RULE, (rule, name: string, hex: string) => {
      if (!used.has(name)) return '';
      codePoints.push(Number.parseInt(hex, 16));
      return rule;
    })
    .replace(/src:[^;]*;\s*src:[^;]*;/, 'src: url("./primeicons.woff2") format("woff2");');
  return { css: kept, codePoints };
}

/**
 * PrimeIcons' font holds some 300 icons (33 KB) and every page waits for it: the build writes a
 * copy with only the icons the app's sources name (a few KB) and their rules, into
 * node_modules/.cache, and resolves ICONS_CSS to it; the dev server and tests use the whole set.
 * A name built at run time from pieces would be missed: the code writes each icon's class whole.
 */
export function iconFont({ sources }: { sources: string }): Plugin {
  return {
    name: 'arrenda:icon-font',
    async config(_config, { command }) {
      const require = createRequire(import.meta.url);
      const fullCss = require.resolve('primeicons/primeicons.css');
      if (command !== 'build') return { resolve: { alias: [{ find: ICONS_CSS, replacement: fullCss }] } };
      const folder = path.resolve(sources, '../node_modules/.cache/arrenda-icons');
      const { css, codePoints } = iconStylesheet(await readFile(fullCss, 'utf8'), await iconNamesIn(sources));
      const font = await readFile(path.join(path.dirname(fullCss), 'fonts/primeicons.woff2'));
      const subset = await subsetFont(font, String.fromCodePoint(...codePoints), { targetFormat: 'woff2' });
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, 'primeicons.woff2'), subset);
      await writeFile(path.join(folder, 'primeicons.css'), css);
      return {
        resolve: { alias: [{ find: ICONS_CSS, replacement: path.join(folder, 'primeicons.css') }] },
      };
    },
  };
}
