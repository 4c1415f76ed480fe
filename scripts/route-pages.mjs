// The app's HTML once per page route, naming the page's own code and styles (docs/performance.md):
// written by scripts/prerender.mjs into apps/web/dist/route-pages/, with routes.json listing which
// path pattern gets which file; the server sends the one whose pattern matches the path asked for
// (apps/server/src/plugins/route-pages.ts). The browser then fetches a page's code while it
// fetches the app's, instead of after the app has started, and the app finds it there.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The files of a module and of the modules it imports, from Vite's manifest (the entry's left out). */
function moduleFiles(manifest, module) {
  const js = new Set();
  const css = new Set();
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || chunk.isEntry) return;
    seen.add(key);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  if (seen.size === 0) throw new Error(`${module} is not in the build's manifest`);
  return { js: [...js], css: [...css] };
}

/** Whether the built index.html names `file` already (the entry's own code and styles). */
const namedIn = (template, file) => template.includes(`/${file}"`);

/** The links to `files` that `template` (the built index.html) lacks, each made by `link`. */
const linksTo = (files, template, link) =>
  files
    .filter((file) => !namedIn(template, file))
    .map(link)
    .join('');
const stylesheet = (file) => `<link rel="stylesheet" crossorigin href="/${file}">`;
const modulePreload = (file) => `<link rel="modulepreload" crossorigin href="/${file}">`;

/**
 * The stylesheet links of a page module's styles that `template` (the built index.html) lacks: the
 * page's own CSS must be there at its first paint.
 */
export function routeStylesheets(manifest, module, template) {
  return linksTo(moduleFiles(manifest, module).css, template, stylesheet);
}

/** The module every page is drawn inside, which the app asks for as it starts. */
const PRIME_PROVIDER = 'src/app/prime-provider.tsx';

/**
 * Each language's catalogue (apps/web/src/i18n/catalogues.ts), which the app loads before it draws:
 * a copy of each page per language names its catalogue too, and the server sends the copy of the
 * language the app will speak (apps/server/src/plugins/route-pages.ts).
 */
const CATALOGUES = { en: 'src/i18n/catalogue-en.ts', pt: 'src/i18n/catalogue-pt.ts' };

/** `src/app/routes/entities/overview.tsx` → `entities-overview.html`. */
const pageFile = (module) =>
  `${module
    .replace(/^src\/app\/routes\//, '')
    .replace(/\.tsx$/, '')
    .replaceAll('/', '-')}.html`;

/**
 * Writes a copy of `template` (the built index.html) per page module of `routes` (the router's
 * pages: path pattern and module) into `webDist/route-pages/`, and one per language into
 * `webDist/route-pages/<language>/` naming that language's catalogue, with `write(file, html)`
 * (which adds the compressed copies), and the patterns' list as routes.json.
 */
export function writeRoutePages({ webDist, manifest, template, routes, write }) {
  const folder = path.join(webDist, 'route-pages');
  mkdirSync(folder, { recursive: true });
  // Every page waits for PrimeReact's provider too (apps/web/src/app/prime-boundary.tsx).
  const provider = moduleFiles(manifest, PRIME_PROVIDER).js;
  const catalogueLinks = Object.entries(CATALOGUES).map(([language, catalogue]) => {
    mkdirSync(path.join(folder, language), { recursive: true });
    return { language, links: linksTo(moduleFiles(manifest, catalogue).js, template, modulePreload) };
  });
  const written = new Set();
  const list = [];
  for (const { path: pattern, module } of routes) {
    const file = pageFile(module);
    list.push({ path: pattern, file: `route-pages/${file}` });
    if (written.has(file)) continue;
    written.add(file);
    const { js, css } = moduleFiles(manifest, module);
    const code = [...new Set([...js, ...provider])];
    const links = `${linksTo(css, template, stylesheet)}${linksTo(code, template, modulePreload)}`;
    write(path.join(folder, file), template.replace('</head>', `${links}</head>`));
    for (const { language, links: own } of catalogueLinks) {
      write(path.join(folder, language, file), template.replace('</head>', `${links}${own}</head>`));
    }
  }
  writeFileSync(path.join(folder, 'routes.json'), `${JSON.stringify(list, null, 2)}\n`);
  return list;
}
