import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../../test/harness';

/** One error shape for every failure, never a stack trace (docs/security.md #13, #14, #19), and the API document. */
describe('error answers', () => {
  let server: TestServer;
  let headers: { authorization: string };
  beforeAll(async () => {
    server = await startTestServer();
    headers = (await signUp(server)).headers;
  });
  afterAll(() => server.close());

  const BAD_REQUEST = { message: 'The request is not valid. Please check the fields.' };
  const UNSUPPORTED = { message: 'Unsupported content type.' };
  const TOO_LARGE = { message: 'The request is too large.' };
  const NOT_FOUND = { message: 'Not found.' };

  let ipCounter = 0;
  const send = (options: InjectOptions) =>
    server.app.inject({ remoteAddress: `10.80.0.${(ipCounter++ % 250) + 1}`, ...options });

  /** Exact status and body, JSON, and nothing that looks like a stack trace or a file of the server. */
  function expectError(response: LightMyRequestResponse, status: number, body: object) {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual(body);
    expect(response.body).not.toMatch(/stack|\bat .+:\d+|\.ts\b|\.js\b|node_modules|FST_|Error:/i);
  }

  const postJson = (url: string, payload: string, extra: Record<string, string> = {}) =>
    send({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...extra } });

  describe('bad JSON', () => {
    it.each([
      ['truncated', '{"email":"ana@arrenda.test",'],
      ['not JSON at all', 'email=ana'],
      ['single quotes', "{'email':'ana@arrenda.test'}"],
      ['empty body', ''],
    ])('answers %s with 400', async (_label, payload) => {
      expectError(await postJson('/api/auth/login', payload), 400, BAD_REQUEST);
    });

    it('answers in Portuguese', async () => {
      expectError(await postJson('/api/auth/login', '{bad', { 'accept-language': 'pt-PT' }), 400, {
        message: 'O pedido não é válido. Verifique os campos.',
      });
    });

    it('answers JSON that is not an object with 400 and a translated field message', async () => {
      expectError(await postJson('/api/auth/login', '[]'), 400, {
        ...BAD_REQUEST,
        fieldErrors: { _: 'Invalid value' },
      });
      expectError(await postJson('/api/auth/login', '"ana"', { 'accept-language': 'pt-PT' }), 400, {
        message: 'O pedido não é válido. Verifique os campos.',
        fieldErrors: { _: 'Valor inválido' },
      });
    });

    it('answers a protected call with bad JSON with 400 once logged in', async () => {
      expectError(
        await send({
          method: 'PUT',
          url: '/api/profile',
          payload: '{"firstName":',
          headers: { ...headers, 'content-type': 'application/json' },
        }),
        400,
        BAD_REQUEST,
      );
    });
  });

  describe('wrong content type', () => {
    it.each([
      'text/plain',
      'text/plain; charset=utf-8',
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'text/html',
    ])('answers %s with 415', async (contentType) => {
      const response = await send({
        method: 'POST',
        url: '/api/auth/login',
        payload: '{"email":"ana@arrenda.test","password":"Gato-Preto-42"}',
        headers: { 'content-type': contentType },
      });
      expectError(response, 415, UNSUPPORTED);
    });

    it('answers in Portuguese', async () => {
      const response = await send({
        method: 'PUT',
        url: '/api/profile',
        payload: 'firstName=Ana',
        headers: {
          ...headers,
          'content-type': 'application/x-www-form-urlencoded',
          'accept-language': 'pt-PT',
        },
      });
      expectError(response, 415, { message: 'Tipo de conteúdo não suportado.' });
    });
  });

  describe('body size (1 MB)', () => {
    /** A login body of exactly `size` bytes: a valid login padded with an ignored field. */
    const bodyOf = (size: number) => {
      const head = '{"email":"nobody@arrenda.test","password":"Gato-Preto-42","pad":"';
      const tail = '"}';
      return head + 'x'.repeat(size - head.length - tail.length) + tail;
    };

    it('accepts a body of exactly 1,000,000 bytes', async () => {
      const payload = bodyOf(1_000_000);
      expect(Buffer.byteLength(payload)).toBe(1_000_000);
      const response = await postJson('/api/auth/login', payload);
      expectError(response, 401, { message: 'Wrong email or password.' });
    });

    it('refuses a body of 1,000,001 bytes with 413', async () => {
      expectError(await postJson('/api/auth/login', bodyOf(1_000_001)), 413, TOO_LARGE);
    });

    it('refuses a large body even on a protected call, and in Portuguese', async () => {
      const response = await send({
        method: 'PUT',
        url: '/api/profile',
        payload: JSON.stringify({ firstName: 'x'.repeat(2_000_000) }),
        headers: { ...headers, 'content-type': 'application/json', 'accept-language': 'pt-PT' },
      });
      expectError(response, 413, { message: 'O pedido é demasiado grande.' });
    });
  });

  describe('prototype poisoning', () => {
    it.each([
      ['__proto__', '{"__proto__":{}}'],
      [
        '__proto__ with fields',
        '{"email":"ana@arrenda.test","password":"Gato-Preto-42","__proto__":{"admin":true}}',
      ],
      ['nested __proto__', '{"email":"ana@arrenda.test","password":"x","a":{"__proto__":{"admin":true}}}'],
      ['constructor.prototype', '{"constructor":{"prototype":{"admin":true}}}'],
    ])('refuses %s with 400', async (_label, payload) => {
      expectError(await postJson('/api/auth/login', payload), 400, BAD_REQUEST);
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
    });

    it('refuses it on a protected call and leaves the profile unchanged', async () => {
      const response = await send({
        method: 'PUT',
        url: '/api/profile',
        payload: '{"firstName":"Ana","__proto__":{"lastName":"Poisoned"}}',
        headers: { ...headers, 'content-type': 'application/json' },
      });
      expectError(response, 400, BAD_REQUEST);
      const profile = await send({ method: 'GET', url: '/api/profile', headers });
      expect(profile.json()).toMatchObject({ firstName: null, lastName: null });
    });
  });

  describe('unknown paths', () => {
    it.each([
      ['GET', '/api/nothing'],
      ['POST', '/api/nothing'],
      ['GET', '/api/lov/unknown'],
      ['GET', '/api/auth/login'], // the route exists for POST only
      ['DELETE', '/api/profile'],
      ['GET', '/api'],
      ['GET', '/api/'],
    ] as const)('answers %s %s with a JSON 404', async (method, url) => {
      expectError(await send({ method, url }), 404, NOT_FOUND);
    });

    it('answers a 404 the same with or without a token (nothing about protection leaks)', async () => {
      expectError(await send({ method: 'GET', url: '/api/secret-admin' }), 404, NOT_FOUND);
      expectError(await send({ method: 'GET', url: '/api/secret-admin', headers }), 404, NOT_FOUND);
    });

    it('answers in Portuguese', async () => {
      expectError(
        await send({ method: 'GET', url: '/api/nothing', headers: { 'accept-language': 'pt-PT' } }),
        404,
        { message: 'Não encontrado.' },
      );
    });
  });

  describe('security headers on error answers', () => {
    it('carries a CSP with frame-ancestors, no-referrer and nosniff', async () => {
      const response = await send({ method: 'GET', url: '/api/nothing' });
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['content-security-policy']).toContain("frame-src 'self' blob:");
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-powered-by']).toBeUndefined();
    });
  });

  describe('the OpenAPI document (GET /api/docs/json)', () => {
    type Operation = { tags?: string[]; security?: unknown[] };
    type OpenApi = {
      openapi: string;
      info: { title: string };
      security: unknown[];
      paths: Record<string, Record<string, Operation>>;
    };
    let doc: OpenApi;
    beforeAll(async () => {
      const response = await send({ method: 'GET', url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      doc = response.json<OpenApi>();
    });

    const operation = (method: string, path: string) => doc.paths[path]?.[method.toLowerCase()];

    it('is an OpenAPI 3 document of the Arrenda API with bearer security', () => {
      expect(doc.openapi).toMatch(/^3\./);
      expect(doc.info.title).toBe('Arrenda API');
      expect(doc.security).toEqual([{ bearer: [] }]);
    });

    const EXPECTED: [string, string, string][] = [
      ['POST', '/api/auth/register', 'auth'],
      ['PUT', '/api/auth/activateAccount', 'auth'],
      ['POST', '/api/auth/login', 'auth'],
      ['POST', '/api/auth/resetPassword', 'auth'],
      ['PUT', '/api/auth/resetPassword', 'auth'],
      ['POST', '/api/auth/logout', 'auth'],
      ['GET', '/api/profile', 'profile'],
      ['PUT', '/api/profile', 'profile'],
      ['PUT', '/api/profile/password', 'profile'],
      ['GET', '/api/config', 'config'],
      ['GET', '/api/health', 'health'],
      ['GET', '/api/ready', 'health'],
      ['GET', '/api/lov/entityTypes', 'lov'],
      ['GET', '/api/lov/countries', 'lov'],
      ['GET', '/api/lov/countries/{countryId}/cities', 'lov'],
      ['GET', '/api/lov/propertyTypes', 'lov'],
      ['GET', '/api/lov/currencies', 'lov'],
      ['GET', '/api/lov/propertyBusinessTypes', 'lov'],
      ['GET', '/api/lov/propertyLocationTypes', 'lov'],
      ['GET', '/api/lov/kitchenTypes', 'lov'],
      ['GET', '/api/lov/outsideAreaTypes', 'lov'],
      ['GET', '/api/lov/accessTypes', 'lov'],
      ['GET', '/api/lov/frequencyTypes', 'lov'],
    ];

    it.each(EXPECTED)('lists %s %s (tag %s)', (method, path, tag) => {
      expect(operation(method, path)?.tags).toEqual([tag]);
    });

    it('lists every /api route the server has, and nothing it has not', () => {
      const routes = server.app.routeTable
        .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
        .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
      const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((method) => method !== 'head')
          .map((method) => `${method.toUpperCase()} ${path}`),
      );
      expect(routes.length).toBeGreaterThanOrEqual(EXPECTED.length);
      expect(new Set(documented)).toEqual(new Set(routes));
    });

    it('marks the public calls as needing no token and the others as needing one', () => {
      const publicCalls = [
        ['POST', '/api/auth/register'],
        ['PUT', '/api/auth/activateAccount'],
        ['POST', '/api/auth/login'],
        ['POST', '/api/auth/resetPassword'],
        ['PUT', '/api/auth/resetPassword'],
        ['GET', '/api/config'],
        ['GET', '/api/health'],
        ['GET', '/api/ready'],
      ];
      for (const [method = '', path = ''] of publicCalls) {
        expect(operation(method, path)?.security, `${method} ${path}`).toEqual([]);
      }
      for (const [method, path] of [
        ['POST', '/api/auth/logout'],
        ['GET', '/api/profile'],
        ['GET', '/api/lov/countries'],
      ] as const) {
        // no override: the document's bearer security applies
        expect(operation(method, path)?.security, `${method} ${path}`).toBeUndefined();
      }
    });

    it('states what the documented public calls really do: no token needed', async () => {
      const config = await send({ method: 'GET', url: '/api/config' });
      expect(config.statusCode).toBe(200);
      expect(config.json()).toEqual({ appName: 'Arrenda', supportEmail: 'support@arrenda.test' });
      for (const url of ['/api/health', '/api/ready']) {
        expect((await send({ method: 'GET', url })).statusCode, url).toBe(200);
      }
    });
  });
});
