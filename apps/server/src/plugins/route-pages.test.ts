import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { serveBuiltWebApp } from '../../test/built-web-app';

/** The app's HTML as the build writes it for the page module `name`. */
const html = (name: string) =>
  `<!doctype html><head><link rel="modulepreload" href="/assets/${name}.js"></head>`;

/** routes.json of a built web app: the router's patterns, several pages and the catch-all. */
const ROUTES = [
  { path: '/', file: 'route-pages/landing.html' },
  { path: '/home', file: 'route-pages/landing.html' },
  { path: '/login', file: 'route-pages/auth-login.html' },
  { path: '/entities', file: 'route-pages/entities-list.html' },
  { path: '/entity/new', file: 'route-pages/entities-new.html' },
  { path: '/entities/:entityId', file: 'route-pages/entities-overview.html' },
  { path: '/entities/:entityId/edit', file: 'route-pages/entities-edit.html' },
  { path: '/entities/:entityId/properties', file: 'route-pages/properties-list.html' },
  { path: '/entities/:entityId/property/new', file: 'route-pages/properties-new.html' },
  { path: '/entities/:entityId/properties/:propertyId', file: 'route-pages/properties-view.html' },
  // A page whose build left no file is served as index.html.
  { path: '/profile', file: 'route-pages/profile.html' },
  { path: '/*', file: 'route-pages/not-found.html' },
];

async function writeWebDir(dir: string) {
  await mkdir(path.join(dir, 'route-pages'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), html('index'));
  for (const { file } of ROUTES.filter(({ path }) => path !== '/profile')) {
    const name = path.basename(file, '.html');
    await writeFile(path.join(dir, file), html(name));
    // Sent precompressed, as the build writes them.
    await writeFile(path.join(dir, `${file}.br`), brotliCompressSync(html(name)));
  }
  // The properties list in each language too, naming that language's catalogue.
  for (const language of ['en', 'pt']) {
    await mkdir(path.join(dir, 'route-pages', language), { recursive: true });
    await writeFile(
      path.join(dir, 'route-pages', language, 'properties-list.html'),
      html(`properties-list-${language}`),
    );
  }
  await writeFile(path.join(dir, 'route-pages/routes.json'), JSON.stringify(ROUTES));
}

const { get } = serveBuiltWebApp(writeWebDir);

describe("each page's HTML naming its code", () => {
  it.each([
    ['/', 'landing'],
    ['/home', 'landing'],
    ['/login?next=%2Fprofile', 'auth-login'],
    ['/entities', 'entities-list'],
    ['/entities/', 'entities-list'],
    ['/entity/new', 'entities-new'],
    ['/entities/12', 'entities-overview'],
    ['/Entities/12', 'entities-overview'],
    ['/entities/12/edit', 'entities-edit'],
    // Its copy in the browser's language (English when it names none), which the build wrote too.
    ['/entities/12/properties?page=3&sort=name', 'properties-list-en'],
    // A fixed segment beats a parameter: 'property/new', not the property ':propertyId' of 'properties'.
    ['/entities/12/property/new', 'properties-new'],
    ['/entities/12/properties/40', 'properties-view'],
    ['/entities/12/unknown/path/here', 'not-found'],
    ['/profile', 'index'],
  ])('answers %s with the HTML of %s', async (url, name) => {
    const response = await get(url, { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeDefined();
    const body =
      response.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(response.rawPayload).toString()
        : response.body;
    expect(body).toBe(html(name));
  });
});

describe("each page's HTML in the language the app will speak", () => {
  const bodyOf = async (headers: Record<string, string>) => {
    const response = await get('/entities/12/properties', headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toMatch(/^accept-language, cookie\b/);
    return response.body;
  };

  it("names the browser's language's catalogue, or the one the app last spoke", async () => {
    expect(await bodyOf({ 'accept-language': 'pt-PT,pt;q=0.9' })).toBe(html('properties-list-pt'));
    expect(await bodyOf({ 'accept-language': 'en-GB' })).toBe(html('properties-list-en'));
    expect(await bodyOf({ 'accept-language': 'pt-PT', cookie: 'arrenda.language=en' })).toBe(
      html('properties-list-en'),
    );
    expect(await bodyOf({ cookie: 'theme=dark; arrenda.language=pt' })).toBe(html('properties-list-pt'));
  });

  it('sends the page without a catalogue where the build wrote no copy per language', async () => {
    const response = await get('/entities/12', { 'accept-language': 'pt-PT' });
    expect(response.body).toBe(html('entities-overview'));
  });
});
