// The web's layout rules that Biome's noRestrictedImports cannot see (docs/architecture.md, "The web's layout"):
// every feature folder has its own override in biome.json, and dynamic import()s obey the same
// rules as static ones (a feature loads another feature's api/ at most; shared code loads no feature).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const src = join(root, 'apps/web/src');
const features = readdirSync(join(src, 'features')).filter((name) =>
  statSync(join(src, 'features', name)).isDirectory(),
);
const problems = [];

const biome = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
const covered = new Set(biome.overrides.flatMap((override) => override.includes));
for (const feature of features) {
  if (!covered.has(`apps/web/src/features/${feature}/**`)) {
    problems.push(`biome.json has no noRestrictedImports override for apps/web/src/features/${feature}/**`);
  }
}

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
for (const file of walk(src)) {
  const rel = relative(src, file);
  const own = rel.match(/^features\/([^/]+)\//)?.[1];
  const shared = /^(components|lib)\//.test(rel);
  if (!own && !shared) continue;
  for (const [, target] of readFileSync(file, 'utf8').matchAll(/import\(\s*['"]([^'"]+)['"]/g)) {
    const feature = target.match(/^@\/features\/([^/]+)\/(.*)$/);
    const bad =
      target.startsWith('@/app/') ||
      target.startsWith('../../') ||
      (feature && (shared || (feature[1] !== own && !feature[2].startsWith('api/'))));
    if (bad) problems.push(`${rel}: import('${target}') crosses the web's layout`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
