import type { RentView, TenantView } from '@arrenda/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Api, apiAs, createEntity } from '../../test/api-client';
import { contractPayload } from '../../test/authorization';
import { signUp, startTestServer, type TestServer } from '../../test/harness';
import { multipartFile } from '../../test/multipart';
import { idempotencyKey } from '../db/schema';
import * as tenantService from '../tenants/service';
import { KEY_LIFETIME_MS, removeExpiredKeys } from './idempotency-queries';

/** Idempotent POSTs (docs/security.md "Idempotent creates"), on PGlite and PostgreSQL. */
let server: TestServer;
let api: Api;
let authorization: string;
let entityId: number;
let rentsUrl: string;
let userId: number;

beforeAll(async () => {
  server = await startTestServer();
  const owner = await signUp(server);
  authorization = owner.headers.authorization;
  api = apiAs(server, owner.headers);
  entityId = await createEntity(api);
  const flat = await api.create(`/entities/${entityId}/properties`, { baseInfo: { propertyTypeId: 3 } });
  const tenant = await api.create(`/entities/${entityId}/tenants`, { name: 'Ana' });
  const contractId = await api.create(`/entities/${entityId}/properties/${flat}/contracts`, {
    ...contractPayload(flat, tenant, 2025),
    endDate: '2099-12-31',
  });
  rentsUrl = `/entities/${entityId}/properties/${flat}/contracts/${contractId}/rents`;
  userId = (await api.get<{ id: number }>('/profile')).id;
});
afterAll(() => server.close());

let keyCounter = 0;
const newKey = () => `key-${Date.now()}-${keyCounter++}`;

const post = (url: string, payload: object, key?: string, extra: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { authorization, ...(key === undefined ? {} : { 'idempotency-key': key }), ...extra },
    payload,
  });

const addRent = (month: string) =>
  api.create(rentsUrl, {
    currencyId: 1,
    paymentPeriodDate: `${month}-15`,
    paymentDueDate: `${month}-28`,
    amount: 1000,
    taxableAmount: 1000,
  });
const payment = { currencyId: 1, paymentDate: '2025-02-01', amount: 100 };
const paymentsOf = async (rentId: number) => (await api.get<RentView>(`${rentsUrl}/${rentId}`)).payments;
const tenantsUrl = () => `/entities/${entityId}/tenants`;
const tenantsNamed = async (name: string) =>
  (await api.get<TenantView[]>(tenantsUrl())).filter((tenant) => tenant.name === name);

describe('two identical POSTs sent at once with one key', () => {
  it('record one payment, and both answer 201 with its id', async () => {
    const rentId = await addRent('2025-01');
    const key = newKey();
    const url = `${rentsUrl}/${rentId}/payments`;
    const [first, second] = await Promise.all([post(url, payment, key), post(url, payment, key)]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    const payments = await paymentsOf(rentId);
    expect(payments).toHaveLength(1);
    expect(payments[0]?.id).toBe(first.json<{ id: number }>().id);
    // One of the two is the replay of the other.
    const replayed = [first, second].filter((answer) => answer.headers['idempotent-replayed'] === 'true');
    expect(replayed).toHaveLength(1);
  });

  it('create one tenant', async () => {
    const key = newKey();
    const body = { name: `Bea ${key}` };
    const answers = await Promise.all([
      post(tenantsUrl(), body, key),
      post(tenantsUrl(), body, key),
      post(tenantsUrl(), body, key),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const ids = new Set(answers.map((answer) => answer.json<{ id: number }>().id));
    expect(ids.size).toBe(1);
    expect((await tenantsNamed(body.name)).map((tenant) => tenant.id)).toEqual([...ids]);
  });

  it('upload one file', async () => {
    const key = newKey();
    const url = `/api/entities/${entityId}/files`;
    const upload = () => {
      const file = multipartFile('lease.txt', 'the lease', { contentType: 'text/plain' });
      return server.app.inject({
        method: 'POST',
        url,
        headers: { authorization, 'idempotency-key': key, ...file.headers },
        payload: file.payload,
      });
    };
    const [first, second] = await Promise.all([upload(), upload()]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
  });
});

describe('a key sent again', () => {
  it('gets the first answer again, however later and in whatever key order the body comes', async () => {
    const key = newKey();
    const body = { name: `Carla ${key}`, phone: '912345678' };
    const first = await post(tenantsUrl(), body, key);
    const again = await post(tenantsUrl(), { phone: '912345678', name: body.name }, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.json()).toEqual(first.json());
    expect(await tenantsNamed(body.name)).toHaveLength(1);
  });

  it('with another body is refused with 422, in English and Portuguese, and changes nothing', async () => {
    const rentId = await addRent('2025-02');
    const key = newKey();
    const url = `${rentsUrl}/${rentId}/payments`;
    expect((await post(url, payment, key)).statusCode).toBe(201);
    const other = await post(url, { ...payment, amount: 200 }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message:
        'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
    });
    const inPortuguese = await post(url, { ...payment, amount: 200 }, key, { 'accept-language': 'pt-PT' });
    expect(inPortuguese.statusCode).toBe(422);
    expect(inPortuguese.json()).toEqual({
      message: 'Esta Idempotency-Key já foi usada noutro pedido. Use uma chave nova para um pedido novo.',
    });
    expect(await paymentsOf(rentId)).toHaveLength(1);
  });

  it('on another path is refused with 422', async () => {
    const key = newKey();
    const body = { name: `Dina ${key}` };
    expect((await post(tenantsUrl(), body, key)).statusCode).toBe(201);
    const rentId = await addRent('2025-03');
    expect((await post(`${rentsUrl}/${rentId}/payments`, payment, key)).statusCode).toBe(422);
    expect(await paymentsOf(rentId)).toHaveLength(0);
  });

  it('by another user is that user’s own key', async () => {
    const key = newKey();
    const other = await signUp(server);
    const first = await post('/entities', { name: 'Mine', entityTypeId: 1, countryId: 1 }, key);
    const theirs = await server.app.inject({
      method: 'POST',
      url: '/api/entities',
      headers: { ...other.headers, 'idempotency-key': key },
      payload: { name: 'Theirs', entityTypeId: 1, countryId: 1 },
    });
    expect(first.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json()).not.toEqual(first.json());
  });

  it('after a refusal of the service gets the same refusal (as Stripe keeps 4xx answers)', async () => {
    const rentId = await addRent('2025-04');
    const key = newKey();
    const url = `${rentsUrl}/${rentId}/payments`;
    const tooMuch = { ...payment, amount: 5000 };
    const refused = await post(url, tooMuch, key);
    expect(refused.statusCode).toBe(400);
    const again = await post(url, tooMuch, key);
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(refused.json());
  });

  it('after a body the schema refused runs the corrected request (nothing was kept)', async () => {
    const rentId = await addRent('2025-05');
    const key = newKey();
    const url = `${rentsUrl}/${rentId}/payments`;
    expect((await post(url, { ...payment, amount: 'abc' }, key)).statusCode).toBe(400);
    expect((await post(url, payment, key)).statusCode).toBe(201);
    expect(await paymentsOf(rentId)).toHaveLength(1);
  });

  it('after a 5xx runs afresh (the failed request let the key go)', async () => {
    const key = newKey();
    const body = { name: `Eva ${key}` };
    const spy = vi.spyOn(tenantService, 'create').mockRejectedValueOnce(new Error('database down'));
    try {
      expect((await post(tenantsUrl(), body, key)).statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
    const retried = await post(tenantsUrl(), body, key);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await tenantsNamed(body.name)).toHaveLength(1);
  });
});

describe('a key whose first request has no answer yet', () => {
  it('answers 409 with Retry-After once the wait is over, in English and Portuguese', async () => {
    const key = newKey();
    const body = { name: `Fátima ${key}` };
    const first = await post(tenantsUrl(), body, key);
    // Its answer taken back: the key's row is as while the first request still ran.
    await server.app.ctx.db
      .update(idempotencyKey)
      .set({ status: null, body: null })
      .where(and(eq(idempotencyKey.userId, userId), eq(idempotencyKey.key, key)));
    const waiting = post(tenantsUrl(), body, key);
    const inPortuguese = post(tenantsUrl(), body, key, { 'accept-language': 'pt-PT' });
    const [answer, answerPt] = await Promise.all([waiting, inPortuguese]);
    expect(first.statusCode).toBe(201);
    expect(answer.statusCode).toBe(409);
    expect(answer.headers['retry-after']).toBe('1');
    expect(answer.json()).toEqual({
      message: 'This request is still being processed. Please wait a moment and try again.',
    });
    expect(answerPt.json()).toEqual({
      message: 'Este pedido ainda está a ser processado. Aguarde um momento e tente novamente.',
    });
  }, 15_000);

  it('is taken as lost after two minutes, and a repeat runs', async () => {
    const key = newKey();
    const body = { name: `Graça ${key}` };
    await server.app.ctx.db.insert(idempotencyKey).values({
      userId,
      key,
      method: 'POST',
      path: `/api${tenantsUrl()}`,
      bodyHash: 'unknown',
      createdAt: new Date(Date.now() - 3 * 60 * 1000),
    });
    const answer = await post(tenantsUrl(), body, key);
    expect(answer.statusCode).toBe(201);
    expect(await tenantsNamed(body.name)).toHaveLength(1);
  });
});

describe('keys', () => {
  it.each([
    ['empty', ''],
    ['256 characters', 'k'.repeat(256)],
    ['with a space', 'my key'],
    ['not ASCII', 'chave-ç'],
  ])('refuses a key %s with 400, in English and Portuguese', async (_label, key) => {
    const body = { name: `Helena ${newKey()}` };
    const answer = await post(tenantsUrl(), body, key);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      message: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
    });
    const inPortuguese = await post(tenantsUrl(), body, key, { 'accept-language': 'pt-PT' });
    expect(inPortuguese.json()).toEqual({
      message: 'O cabeçalho Idempotency-Key deve ter de 1 a 255 caracteres ASCII visíveis.',
    });
    expect(await tenantsNamed(body.name)).toHaveLength(0);
  });

  it('accepts a key of 255 visible characters', async () => {
    const name = `Ines ${newKey()}`;
    const key = `${name.replace(' ', '-')}~`.padEnd(255, '!');
    expect((await post(tenantsUrl(), { name }, key)).statusCode).toBe(201);
  });

  it('without the header, two identical POSTs make two rows, as before', async () => {
    const body = { name: `Joana ${newKey()}` };
    const answers = await Promise.all([post(tenantsUrl(), body), post(tenantsUrl(), body)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(await tenantsNamed(body.name)).toHaveLength(2);
  });

  it('go after 24 hours: the hourly job removes them, and the key then runs afresh', async () => {
    const key = newKey();
    const body = { name: `Luísa ${key}` };
    expect((await post(tenantsUrl(), body, key)).statusCode).toBe(201);
    const { db } = server.app.ctx;
    expect((await removeExpiredKeys(db, new Date())).removed).toBe(0);
    const later = new Date(Date.now() + KEY_LIFETIME_MS + 60_000);
    expect((await removeExpiredKeys(db, later)).removed).toBeGreaterThan(0);
    expect((await post(tenantsUrl(), body, key)).statusCode).toBe(201);
    expect(await tenantsNamed(body.name)).toHaveLength(2);
  });
});
