import { createHash, randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { MAX_FILE_BYTES } from '@arrenda/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function upload(owner: string, name: string, content: Buffer | string, as = headers) {
  const body = multipartFile(name, content, { contentType: 'application/pdf' });
  return server.app.inject({
    method: 'POST',
    url: `/api${owner}/files`,
    headers: { ...as, ...body.headers },
    payload: body.payload,
  });
}

async function linkOf(owner: string, fileId: number, as = headers) {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api${owner}/files/${fileId}`,
    headers: as,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ url: string }>().url;
}

/** Opens a signed link the way a new browser window does: no bearer token. */
const open = (url: string) => server.app.inject({ method: 'GET', url });

/** Every stored file and leftover temporary upload of the test server, relative to its data folder. */
async function filesOnDisk() {
  const dataDir = server.config.dataDir;
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dataDir, path.join(entry.parentPath, entry.name)))
    .filter((file) => /^(files|tmp)\b/.test(file));
}

describe('files', () => {
  it('accepts exactly 1e7 bytes and serves them back byte for byte through a signed link', async () => {
    const entity = `/entities/${await createEntity(api)}`;
    const content = randomBytes(MAX_FILE_BYTES);
    const response = await upload(entity, 'escritura.pdf', content);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<{ id: number; name: string; createdAt: string }>();
    expect(created).toEqual({ id: expect.any(Number), name: 'escritura.pdf', createdAt: expect.any(String) });

    const url = await linkOf(entity, created.id);
    expect(url).toMatch(/^\/api\/files\/download\?token=[\w-]+\.[\w-]+\.[\w-]+$/);
    const served = await open(url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBe(MAX_FILE_BYTES);
    expect(sha256(served.rawPayload)).toBe(sha256(content));
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="escritura.pdf"; filename*=UTF-8''escritura.pdf`,
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses one byte more with 413 and keeps nothing', async () => {
    const entityId = await createEntity(api);
    const before = await filesOnDisk();
    const response = await upload(`/entities/${entityId}`, 'grande.pdf', randomBytes(MAX_FILE_BYTES + 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'File cannot have more than 10 MB.' });
    expect(await filesOnDisk()).toEqual(before);
    expect((await api.get<{ files: unknown[] }>(`/entities/${entityId}`)).files).toEqual([]);
  });

  it('answers a missing file with 400, a JSON body with 415, a missing owner with 404', async () => {
    const entityId = await createEntity(api);
    const entity = `/entities/${entityId}`;
    const other = multipartFile('a.txt', 'x', { field: 'document' });
    const wrongField = await server.app.inject({
      method: 'POST',
      url: `/api${entity}/files`,
      headers: { ...headers, ...other.headers },
      payload: other.payload,
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({
      message: 'Choose a file to upload.',
      fieldErrors: { file: 'Choose a file to upload.' },
    });
    const json = await api.call('POST', `${entity}/files`, { file: 'x' });
    expect(json.statusCode).toBe(415);
    const missing = await upload(`${entity}/properties/999999`, 'a.pdf', 'x');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Property not found.' });
    expect((await filesOnDisk()).filter((file) => file.startsWith('tmp'))).toEqual([]);
  });

  it('lists the files of each owner newest first, under their own names without folders', async () => {
    const entityId = await createEntity(api);
    const base = `/entities/${entityId}`;
    const propertyId = await api.create(`${base}/properties`, {
      baseInfo: { propertyTypeId: 2, name: 'Prédio' },
    });
    const tenantId = await api.create(`${base}/tenants`, { name: 'Ana Silva' });
    const property = `${base}/properties/${propertyId}`;
    expect((await upload(property, 'C:\\fakepath\\planta.pdf', 'planta')).json().name).toBe('planta.pdf');
    expect((await upload(property, '../../licença\u0000.pdf', 'licença')).json().name).toBe('licença.pdf');
    expect((await upload(`${base}/tenants/${tenantId}`, 'cc.pdf', 'cc')).statusCode).toBe(201);

    const overview = await api.get<{ files: { name: string }[] }>(`${property}/overview`);
    expect(overview.files.map((file) => file.name)).toEqual(['licença.pdf', 'planta.pdf']);
    const tenant = await api.get<{ files: { name: string }[] }>(`${base}/tenants/${tenantId}/overview`);
    expect(tenant.files.map((file) => file.name)).toEqual(['cc.pdf']);
    expect((await api.get<{ files: unknown[] }>(base)).files).toEqual([]);
  });

  it("never reaches another entity's file, by id or by link", async () => {
    const mine = `/entities/${await createEntity(api)}`;
    const outsider = (await signUp(server)).headers;
    const theirs = `/entities/${await createEntity(apiAs(server, outsider))}`;
    const theirFile = (await upload(theirs, 'segredo.pdf', 'segredo', outsider)).json<{ id: number }>().id;
    const myFile = (await upload(mine, 'meu.pdf', 'meu')).json<{ id: number }>().id;

    // By id: through my entity, or through another owner of theirs.
    const byId = await api.call('GET', `${mine}/files/${theirFile}`);
    expect(byId.statusCode).toBe(404);
    expect(byId.json()).toEqual({ message: 'File not found.' });
    expect((await api.call('GET', `${theirs}/files/${theirFile}`)).statusCode).toBe(404);

    // By link: tampered, signed elsewhere, an access token, or garbage.
    const url = await linkOf(mine, myFile);
    const [head, payload, signature] = url.replace('/api/files/download?token=', '').split('.');
    const forged = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as { sub: string };
    forged.sub = String(theirFile);
    const tampered = `/api/files/download?token=${head}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    const elsewhere = await startTestServer();
    try {
      const stranger = await signUp(elsewhere);
      const strangerEntity = `/entities/${await createEntity(apiAs(elsewhere, stranger.headers))}`;
      const body = multipartFile('x.pdf', 'x');
      const uploaded = await elsewhere.app.inject({
        method: 'POST',
        url: `/api${strangerEntity}/files`,
        headers: { ...stranger.headers, ...body.headers },
        payload: body.payload,
      });
      const signedElsewhere = (
        await elsewhere.app.inject({
          method: 'GET',
          url: `/api${strangerEntity}/files/${uploaded.json<{ id: number }>().id}`,
          headers: stranger.headers,
        })
      ).json<{ url: string }>().url;
      const accessToken = headers.authorization.replace('Bearer ', '');
      for (const bad of [
        tampered,
        signedElsewhere,
        `/api/files/download?token=${accessToken}`,
        '/api/files/download?token=nonsense',
      ]) {
        const response = await open(bad);
        expect(response.statusCode, bad).toBe(404);
        expect(response.json()).toEqual({
          message: 'This file link is invalid or has expired. Open the file again from its page.',
        });
      }
    } finally {
      await elsewhere.close();
    }
    expect((await open(url)).body).toBe('meu');
  });

  it("removes the stored bytes once the file's owner is deleted, by cascade too", async () => {
    const entityId = await createEntity(api);
    const base = `/entities/${entityId}`;
    const propertyId = await api.create(`${base}/properties`, {
      baseInfo: { propertyTypeId: 2, name: 'Prédio' },
    });
    const expenseId = await api.create(`${base}/expenses`, {
      propertyId,
      currencyId: 1,
      date: '2026-03-01',
      amount: 10,
      name: 'Obras',
    });
    const before = await filesOnDisk();
    const kept = (await upload(base, 'fica.pdf', 'fica')).json<{ id: number }>().id;
    expect((await upload(`${base}/properties/${propertyId}`, 'planta.pdf', 'planta')).statusCode).toBe(201);
    expect((await upload(`${base}/expenses/${expenseId}`, 'fatura.pdf', 'fatura')).statusCode).toBe(201);
    expect((await filesOnDisk()).length).toBe(before.length + 3);

    expect((await api.call('DELETE', `${base}/properties/${propertyId}`)).statusCode).toBe(204);
    await vi.waitFor(async () => expect((await filesOnDisk()).length).toBe(before.length + 1), {
      timeout: 5000,
    });
    expect((await open(await linkOf(base, kept))).body).toBe('fica');
  });

  it('refuses an expired link', async () => {
    const expiring = await startTestServer({ fileLinkTtlSeconds: -60 });
    try {
      const owner = await signUp(expiring);
      const entity = `/entities/${await createEntity(apiAs(expiring, owner.headers))}`;
      const body = multipartFile('a.pdf', 'a');
      const uploaded = await expiring.app.inject({
        method: 'POST',
        url: `/api${entity}/files`,
        headers: { ...owner.headers, ...body.headers },
        payload: body.payload,
      });
      const link = await expiring.app.inject({
        method: 'GET',
        url: `/api${entity}/files/${uploaded.json<{ id: number }>().id}`,
        headers: owner.headers,
      });
      const response = await expiring.app.inject({ method: 'GET', url: link.json<{ url: string }>().url });
      expect(response.statusCode).toBe(404);
    } finally {
      await expiring.close();
    }
  });
});
