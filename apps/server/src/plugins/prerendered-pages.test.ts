import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serveBuiltWebApp } from '../../test/built-web-app';

const page = (language: string, name: string) =>
  `<!doctype html><html lang="${language}"><body><div id="root" data-prerendered>${name}</div></body></html>`;

/** A built web app whose build drew the landing page in both languages and the login in English only. */
async function writeWebDir(dir: string) {
  for (const language of ['en', 'pt'])
    await mkdir(path.join(dir, 'prerendered', language), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dir, 'prerendered/en/landing.html'), page('en', 'landing'));
  await writeFile(path.join(dir, 'prerendered/pt/landing.html'), page('pt', 'landing'));
  await writeFile(path.join(dir, 'prerendered/en/login.html'), page('en', 'login'));
}

const { get } = serveBuiltWebApp(writeWebDir);

describe('the public pages drawn by the build', () => {
  it.each([
    ['/', { 'accept-language': 'pt-PT,pt;q=0.9,en;q=0.8' }, 'pt', 'landing'],
    ['/', { 'accept-language': 'en-GB,en;q=0.9' }, 'en', 'landing'],
    ['/', {}, 'en', 'landing'],
    ['/home', { 'accept-language': 'pt-BR' }, 'pt', 'landing'],
    // The language chosen in the app wins over the browser's.
    ['/', { 'accept-language': 'pt-PT', cookie: 'theme=x; arrenda.language=en' }, 'en', 'landing'],
    ['/', { 'accept-language': 'en', cookie: 'arrenda.language=pt' }, 'pt', 'landing'],
    ['/login?next=%2Fprofile', { cookie: 'arrenda.language=en' }, 'en', 'login'],
  ])('answers %s with %j in %s', async (url, headers, language, name) => {
    const response = await get(url, headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe(page(language, name));
    expect(response.headers['cache-control']).toBe('no-cache');
    // Caches keep one copy per language and per encoding.
    expect(String(response.headers.vary).toLowerCase().split(/,\s*/).sort()).toEqual([
      'accept-encoding',
      'accept-language',
      'cookie',
    ]);
  });

  it('revalidates a drawn page with its ETag', async () => {
    const first = await get('/', { 'accept-language': 'pt' });
    const again = await get('/', { 'accept-language': 'pt', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('answers index.html where the build drew nothing: another page, or a language it lacks', async () => {
    for (const [url, headers] of [
      ['/entities/1', { 'accept-language': 'pt' }],
      ['/login', { 'accept-language': 'pt' }],
      ['/registration', {}],
      ['/login/extra', {}],
    ] as const) {
      const response = await get(url, headers);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe('<!doctype html><div id="root"></div>');
      expect(response.headers.vary ?? '', url).not.toMatch(/accept-language/);
    }
  });

  it('answers a malformed language cookie by the browser language', async () => {
    const response = await get('/', { 'accept-language': 'pt', cookie: 'arrenda.language=fr' });
    expect(response.body).toBe(page('pt', 'landing'));
  });
});
