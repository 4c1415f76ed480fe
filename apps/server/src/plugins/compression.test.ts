import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, createEntity, type Headers } from '../../test/api-client';
import { signUp, startTestServer, type TestServer } from '../../test/harness';
import { multipartFile } from '../../test/multipart';

let server: TestServer;
let headers: Headers;
let api: Api;

beforeAll(async () => {
  server = await startTestServer();
  headers = (await signUp(server)).headers;
  api = apiAs(server, headers);
});
afterAll(() => server.close());

const get = (url: string, extra: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers: { ...headers, ...extra } });

const decode = (encoding: string | undefined, body: Buffer) => {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
};

describe('compression of the answers', () => {
  it('sends JSON in brotli or gzip as the client accepts, the same bytes once decoded', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip;q=1', 'gzip'],
    ] as const) {
      const response = await get('/api/docs/json', { 'accept-encoding': accept });
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(decode(encoding, response.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('leaves answers under 1 KB as they are', async () => {
    const response = await get('/api/config', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ appName: 'Arrenda', supportEmail: 'support@arrenda.test' });
  });

  it('compresses an entity answer in the encoding asked for, private and asked again each time', async () => {
    const entityId = await createEntity(api);
    for (let n = 1; n <= 12; n++)
      await api.create(`/entities/${entityId}/tenants`, { name: `Inquilino ${n}` });
    const url = `/api/entities/${entityId}/tenants`;

    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['cache-control']).toBe('private, no-cache');
    for (const encoding of ['br', 'gzip']) {
      const response = await get(url, { 'accept-encoding': encoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(decode(encoding, response.rawPayload).toString()).toBe(plain.body);
    }
  });

  describe('file downloads', () => {
    async function uploaded(name: string, content: Buffer | string, contentType: string) {
      const entity = `/entities/${await createEntity(api)}`;
      const body = multipartFile(name, content, { contentType });
      const created = await server.app.inject({
        method: 'POST',
        url: `/api${entity}/files`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      expect(created.statusCode, created.body).toBe(201);
      const link = await get(`/api${entity}/files/${created.json<{ id: number }>().id}`);
      return link.json<{ url: string }>().url;
    }

    it('streams a PDF as stored, with its length, never compressed again', async () => {
      const content = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(8 * 1024)]);
      const url = await uploaded('contrato.pdf', content, 'application/pdf');
      const response = await server.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-length']).toBe(String(content.length));
      expect(response.rawPayload.equals(content)).toBe(true);
    });

    it('leaves zip archives and unknown binary types alone', async () => {
      for (const [name, type] of [
        ['fotos.zip', 'application/zip'],
        ['dados.bin', 'application/octet-stream'],
      ] as const) {
        const content = Buffer.alloc(4096, 'a');
        const url = await uploaded(name, content, type);
        const response = await server.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': 'br' },
        });
        expect(response.headers['content-encoding'], type).toBeUndefined();
        expect(response.rawPayload.equals(content)).toBe(true);
      }
    });

    it('compresses a text file on its way out, the same bytes once decoded', async () => {
      const content = 'Leitura do contador de água: 123 m³\n'.repeat(200);
      const url = await uploaded('leituras.txt', content, 'text/plain');
      const response = await server.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(response.rawPayload).toString()).toBe(content);
    });
  });

  it('never inflates a compressed request body: it is refused as bad JSON', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'a@arrenda.test', password: 'x' })),
    });
    expect(response.statusCode).toBe(400);
  });
});
