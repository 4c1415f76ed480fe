// `node scripts/prerender.mjs`, run by the build after Vite's:
// the public pages drawn at build time (docs/performance.md): the app is bundled for Node
// (apps/web/src/prerender/render-page.tsx), run in a DOM emulated by jsdom, and each page's markup
// written into a copy of index.html per language under apps/web/dist/prerendered/, with its .br
// and .gz. The server sends those for the page paths below, in the visitor's language. It then
// writes every page route's copy of index.html naming the page's code (scripts/route-pages.mjs).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { build as viteBuild } from 'vite';
import { routeStylesheets, writeRoutePages } from './route-pages.mjs';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Page path → the file written and the route module drawing it; the server keeps the same paths
 * (apps/server/src/plugins/prerendered-pages.ts).
 */
const PRERENDERED_PAGES = {
  '/': { name: 'landing', module: 'src/app/routes/landing.tsx' },
  '/login': { name: 'login', module: 'src/app/routes/auth/login.tsx' },
  '/registration': { name: 'registration', module: 'src/app/routes/auth/registration.tsx' },
  '/requestResetPassword': {
    name: 'request-reset-password',
    module: 'src/app/routes/auth/request-reset-password.tsx',
  },
};
const LANGUAGES = ['en', 'pt'];

/** Browser globals the app's modules use at import time, from a jsdom window. */
function installDom() {
  const { window } = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    url: 'http://localhost/',
    pretendToBeVisual: true,
  });
  for (const key of Object.getOwnPropertyNames(window)) {
    if (!(key in globalThis))
      Object.defineProperty(globalThis, key, { value: window[key], configurable: true });
  }
  // Node has its own navigator and (from 22, behind a flag) localStorage: the page's ones win.
  for (const key of ['window', 'self', 'document', 'navigator', 'localStorage', 'location']) {
    Object.defineProperty(globalThis, key, { value: window[key], configurable: true, writable: true });
  }
  // jsdom lacks these; the app's components only ask whether a media query matches.
  window.matchMedia = (media) => ({
    matches: false,
    media,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
  globalThis.matchMedia = window.matchMedia;
  // The router restores the scroll position; there is nothing to scroll here.
  window.scrollTo = () => undefined;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function writeCompressed(file, content) {
  writeFileSync(file, content);
  const buffer = Buffer.from(content);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(buffer, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(buffer, { level: 9 }));
}

/** Draws the public pages into `webDist` (the built web app). */
async function prerender(webRoot, webDist) {
  const bundleDir = mkdtempSync(path.join(tmpdir(), 'arrenda-prerender-'));
  try {
    await viteBuild({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.config.ts'),
      logLevel: 'warn',
      ssr: { noExternal: true },
      build: { ssr: 'src/prerender/render-page.tsx', outDir: bundleDir, emptyOutDir: true },
    });
    installDom();
    const { renderPage, pageRoutes } = await import(
      pathToFileURL(path.join(bundleDir, 'render-page.js')).href
    );
    const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
    const manifestFile = path.join(webDist, '.vite/manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    for (const language of LANGUAGES) {
      const folder = path.join(webDist, 'prerendered', language);
      mkdirSync(folder, { recursive: true });
      for (const [pagePath, { name, module }] of Object.entries(PRERENDERED_PAGES)) {
        const page = await renderPage(pagePath, language);
        const stylesheets = routeStylesheets(manifest, module, template);
        const html = template
          .replace('<html lang="en">', `<html lang="${language}">`)
          // The page is on screen without its code, which public/load-app.js loads once it is painted;
          // until the app takes over, it is inert: nothing typed into it can be lost.
          .replace(
            /<script type="module" crossorigin src="([^"]+)"><\/script>/,
            '<script defer src="/load-app.js" data-entry="$1"></script>',
          )
          .replaceAll(/\s*<link rel="modulepreload"[^>]*>/g, '')
          .replace('<title>Arrenda</title>', `<title>${escapeHtml(page.title)}</title>`)
          .replace('</head>', `${stylesheets}${page.styles}</head>`)
          .replace('<div id="root"></div>', `<div id="root" data-prerendered inert>${page.html}</div>`);
        writeCompressed(path.join(folder, `${name}.html`), html);
      }
    }
    // Every page's HTML names its own code and styles, the signed-in pages' above all.
    writeRoutePages({ webDist, manifest, template, routes: pageRoutes(), write: writeCompressed });
  } finally {
    rmSync(bundleDir, { recursive: true, force: true });
  }
}

await prerender(path.join(root, 'apps/web'), path.join(root, 'apps/web/dist'));
// The app's timers (kept queries, toasts) would hold the process for minutes: the pages are written.
process.exit(0);
