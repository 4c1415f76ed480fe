import type { AddressView } from '@arrenda/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, createEntity } from '../../test/api-client';
import { signUp, startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let api: Api;
let stranger: Api;
let entityId: number;
let headers: { authorization: string };

beforeAll(async () => {
  server = await startTestServer();
  headers = (await signUp(server)).headers;
  api = apiAs(server, headers);
  stranger = apiAs(server, (await signUp(server)).headers);
  entityId = await createEntity(api);
});
afterAll(() => server.close());

const base = () => `/entities/${entityId}/addresses`;
const augusta = { street: ' Rua Augusta ', number: '12', floor: '', postalCode: '1100-053', cityId: 1 };

describe('addresses', () => {
  it('creates, lists and updates an address of the entity, trimmed, empty text as null', async () => {
    const id = await api.create(base(), { ...augusta, latitude: 38.7101, longitude: -9.1366 });
    const [listed] = await api.get<AddressView[]>(base());
    expect(listed).toEqual({
      id,
      version: 1,
      street: 'Rua Augusta',
      number: '12',
      floor: null,
      mailBox: null,
      postalCode: '1100-053',
      latitude: 38.7101,
      longitude: -9.1366,
      city: expect.objectContaining({ id: 1, countryId: 1 }),
    });

    const updated = await api.call('PUT', `${base()}/${id}`, { ...augusta, number: '14', floor: '3Dto' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<AddressView>()).toMatchObject({
      id,
      version: 2,
      number: '14',
      floor: '3Dto',
      latitude: null,
    });
    expect(await api.get<AddressView[]>(base())).toHaveLength(1);
  });

  it('refuses a postal code of an address in Portugal that is not dddd-ddd, in the caller language', async () => {
    const refused = await api.call('POST', base(), { ...augusta, postalCode: '1100053' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      fieldErrors: { postalCode: 'A Portuguese postal code is written 1234-567' },
    });
    const portuguese = await server.app.inject({
      method: 'POST',
      url: `/api${base()}`,
      headers: { ...headers, 'accept-language': 'pt-PT' },
      payload: { ...augusta, postalCode: '1100' },
    });
    expect(portuguese.json()).toMatchObject({
      fieldErrors: { postalCode: 'Um código postal português escreve-se 1234-567' },
    });
  });

  it("keeps a floor such as '1.º Esq. Traseiras' and refuses one above 20 characters", async () => {
    const id = await api.create(base(), { ...augusta, floor: '1.º Esq. Traseiras' });
    const [stored] = (await api.get<AddressView[]>(base())).filter((address) => address.id === id);
    expect(stored?.floor).toBe('1.º Esq. Traseiras');
    const refused = await api.call('POST', base(), { ...augusta, floor: 'x'.repeat(21) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      fieldErrors: { floor: 'Cannot contain more than 20 characters' },
    });
  });

  it('answers the documented messages under each field', async () => {
    const response = await api.call('POST', base(), { street: '', number: '123456', latitude: 91 });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toMatchObject({
      street: 'Street is required',
      number: 'Cannot contain more than 5 characters',
      cityId: 'City is required',
      latitude: expect.any(String),
    });
  });

  it('refuses a city that does not exist', async () => {
    const response = await api.call('POST', base(), { ...augusta, cityId: 999_999 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { cityId: 'This city does not exist.' } });
  });

  it('keeps each entity to its own addresses', async () => {
    const foreignEntity = await createEntity(stranger, 'Alheia');
    const foreign = await stranger.create(`/entities/${foreignEntity}/addresses`, augusta);
    // Through one of the caller's entities, another entity's address does not exist.
    const response = await api.call('PUT', `${base()}/${foreign}`, augusta);
    expect(response.statusCode).toBe(404);
    expect((await stranger.get<AddressView[]>(`/entities/${foreignEntity}/addresses`))[0]).toMatchObject({
      number: '12',
    });
    expect((await api.get<AddressView[]>(base())).map((address) => address.id)).not.toContain(foreign);
  });
});
