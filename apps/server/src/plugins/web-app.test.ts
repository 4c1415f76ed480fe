import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { serveBuiltWebApp } from '../../test/built-web-app';

const INDEX = `<!doctype html><html lang="en"><head><title>Arrenda</title></head><body>${'<p>app</p>'.repeat(200)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('a hashed chunk '.repeat(300))});`;

/** A built web app in small: index.html and a hashed chunk with their .br and .gz, and two plain files. */
async function writeWebDir(dir: string) {
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  for (const [name, content] of [
    ['index.html', INDEX],
    ['assets/index-AbC123xy.js', SCRIPT],
  ] as const) {
    await writeFile(path.join(dir, name), content);
    await writeFile(path.join(dir, `${name}.br`), brotliCompressSync(content));
    await writeFile(path.join(dir, `${name}.gz`), gzipSync(content));
  }
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
}

const { app, get } = serveBuiltWebApp(writeWebDir);

describe('the built web app', () => {
  it('serves hashed assets precompressed as the client accepts, cached for a year as immutable', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['', undefined],
    ] as const) {
      const response = await get('/assets/index-AbC123xy.js', accept ? { 'accept-encoding': accept } : {});
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      const expected = { br: brotliCompressSync(SCRIPT), gzip: gzipSync(SCRIPT) };
      expect(response.rawPayload.equals(encoding ? expected[encoding] : Buffer.from(SCRIPT))).toBe(true);
    }
  });

  it.each([
    ['/', 'the landing page'],
    ['/index.html', 'index.html by name'],
    ['/entities/3/properties?view=list', 'any page path, which the browser router shows'],
  ])('answers %s (%s) with index.html, revalidated each time: no-cache, an ETag and 304', async (url) => {
    const first = await get(url, { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    const tag = first.headers.etag;
    expect(tag).toBeDefined();

    const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(tag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD of a page path like its GET, without a body', async () => {
    const response = await app().inject({ method: 'HEAD', url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.rawPayload.length).toBe(0);
  });

  it('keeps other public files for an hour', async () => {
    for (const url of ['/favicon.svg', '/robots.txt']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('public, max-age=3600');
    }
    const robots = await get('/robots.txt', { 'accept-encoding': 'br' });
    expect(robots.body).toContain('User-agent: *');
    const again = await get('/robots.txt', {
      'accept-encoding': 'br',
      'if-none-match': String(robots.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
  });

  it('answers a missing file with the JSON 404, not the app', async () => {
    const response = await get('/assets/index-Old999zz.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'] as const)(
    'answers %s of an unknown /api path with the JSON 404, never the app’s HTML',
    async (method) => {
      for (const url of ['/api', '/api/', '/api/nothing-here', '/api/entities/1/nothing?x=1']) {
        const response = await app().inject({ method, url, headers: { 'accept-language': 'pt-PT' } });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        if (method !== 'HEAD') expect(response.json()).toEqual({ message: expect.any(String) });
      }
    },
  );
});
