// The build stamp: a hash of every source the production build reads, written beside the built
// server, so that `npm start` rebuilds only when a source changed (plain JavaScript: it runs where
// no TypeScript tooling is installed).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const serverDist = path.join(root, 'apps/server/dist');
export const webDist = path.join(root, 'apps/web/dist');
const stampFile = path.join(serverDist, 'build-stamp');

/** Files and folders whose content goes into the build; tests are left out. */
const SOURCES = [
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/build.mjs',
  'scripts/prerender.mjs',
  'scripts/route-pages.mjs',
  'packages/core/package.json',
  'packages/core/src',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'apps/server/src',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/vite.config.ts',
  'apps/web/icon-font.ts',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/src',
];
const TEST_FILE = /\.test\.tsx?$/;

function listFiles(relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !TEST_FILE.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The hash of the sources' names and contents (a few hundred files: tens of milliseconds). */
export function sourceHash() {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(listFiles)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Records the hash taken before the build, so that a source edited during the build counts as changed. */
export function writeStamp(hash) {
  writeFileSync(stampFile, `${hash}\n`);
}

/** Both outputs exist (possibly from other sources). */
export function buildExists() {
  return existsSync(path.join(serverDist, 'main.js')) && existsSync(path.join(webDist, 'index.html'));
}

/** Both outputs exist and were built from the sources as they are now. */
export function buildIsCurrent() {
  if (!buildExists() || !existsSync(stampFile)) return false;
  return readFileSync(stampFile, 'utf8').trim() === sourceHash();
}
