import type { TenantOverview, TenantView } from '@arrenda/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, createEntity } from '../../test/api-client';
import { contractPayload } from '../../test/authorization';
import { signUp, startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let api: Api;
let stranger: Api;
let entityId: number;
let propertyId: number;

beforeAll(async () => {
  server = await startTestServer();
  api = apiAs(server, (await signUp(server)).headers);
  stranger = apiAs(server, (await signUp(server)).headers);
  entityId = await createEntity(api);
  propertyId = await api.create(`/entities/${entityId}/properties`, {
    baseInfo: { propertyTypeId: 3, name: 'T1' },
  });
});
afterAll(() => server.close());

const base = () => `/entities/${entityId}/tenants`;
const thisYear = new Date().getUTCFullYear();

describe('tenants', () => {
  it('creates, reads and updates a tenant, with blank text as null', async () => {
    const id = await api.create(base(), {
      name: ' Ana Silva ',
      email: 'Ana@Example.com',
      phone: '',
      note: 'Paga a tempo',
    });
    expect(await api.get<TenantView>(`${base()}/${id}`)).toEqual({
      id,
      version: 1,
      name: 'Ana Silva',
      email: 'ana@example.com',
      phone: null,
      fiscalNumber: null,
      note: 'Paga a tempo',
      address: null,
      postalCode: null,
      numActiveContracts: 0,
      numContracts: 0,
      numEndedContracts: 0,
    });
    const updated = await api.call('PUT', `${base()}/${id}`, {
      name: 'Ana S. Silva',
      fiscalNumber: '123456789',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<TenantView>()).toMatchObject({
      name: 'Ana S. Silva',
      email: null,
      fiscalNumber: '123456789',
    });
  });

  it('tells a new tenant (no contract yet) and one with a contract to start from a past one', async () => {
    const counts = async (tenantId: number) => {
      const { numActiveContracts, numContracts, numEndedContracts } = await api.get<TenantView>(
        `${base()}/${tenantId}`,
      );
      return { numActiveContracts, numContracts, numEndedContracts };
    };
    const contracts = `/entities/${entityId}/properties/${propertyId}/contracts`;
    const fresh = await api.create(base(), { name: 'Nova' });
    const upcoming = await api.create(base(), { name: 'Futura' });
    await api.create(contracts, contractPayload(propertyId, upcoming, thisYear + 3));
    const past = await api.create(base(), { name: 'Antiga' });
    await api.create(contracts, contractPayload(propertyId, past, thisYear - 4));

    expect(await counts(fresh)).toEqual({ numActiveContracts: 0, numContracts: 0, numEndedContracts: 0 });
    expect(await counts(upcoming)).toEqual({ numActiveContracts: 0, numContracts: 1, numEndedContracts: 0 });
    expect(await counts(past)).toEqual({ numActiveContracts: 0, numContracts: 1, numEndedContracts: 1 });
    const listed = await api.get<TenantView[]>(base());
    expect(listed.find((tenant) => tenant.id === past)).toMatchObject({
      numContracts: 1,
      numEndedContracts: 1,
    });
  });

  it('answers the documented messages under each field', async () => {
    const response = await api.call('POST', base(), {
      name: '',
      email: 'not-an-email',
      note: 'x'.repeat(256),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fieldErrors: {
        name: 'Name is required',
        email: 'Must be a valid email',
        note: 'Cannot contain more than 255 characters',
      },
    });
  });

  it('checks a Portuguese NIF, postal code and phone, and keeps a foreign fiscal number as typed', async () => {
    const refused = await api.call('POST', base(), {
      name: 'Ana',
      fiscalNumber: '123456780',
      postalCode: '4000',
      phone: 'call me',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      fieldErrors: {
        fiscalNumber: 'Invalid Portuguese tax number (NIF/NIPC): 9 digits with a valid check digit',
        postalCode: 'A Portuguese postal code is written 1234-567',
        phone: 'Invalid phone number (outside Portugal, start with + and the country code)',
      },
    });
    const foreign = await api.create(base(), {
      name: 'Jean',
      fiscalNumber: 'FR12345678901',
      postalCode: '75008',
    });
    expect(await api.get<TenantView>(`${base()}/${foreign}`)).toMatchObject({
      fiscalNumber: 'FR12345678901',
      postalCode: '75008',
    });
  });

  it('counts current contracts, filters by contract and shows the history, newest first', async () => {
    const ana = await api.create(base(), { name: 'Ana' });
    const rui = await api.create(base(), { name: 'Rui' });
    const contracts = `/entities/${entityId}/properties/${propertyId}/contracts`;
    const past = await api.create(contracts, contractPayload(propertyId, ana, thisYear - 2));
    const current = await api.create(contracts, {
      ...contractPayload(propertyId, ana, thisYear),
      tenantsId: [ana, rui],
    });

    const listed = await api.get<TenantView[]>(base());
    expect(listed.find((tenant) => tenant.id === ana)?.numActiveContracts).toBe(1);
    expect(listed.find((tenant) => tenant.id === rui)?.numActiveContracts).toBe(1);
    const ofPast = await api.get<TenantView[]>(`${base()}?contractId=${past}`);
    expect(ofPast.map((tenant) => tenant.name)).toEqual(['Ana']);

    const overview = await api.get<TenantOverview>(`${base()}/${ana}/overview`);
    expect(overview.contracts.map((contract) => [contract.id, contract.current])).toEqual([
      [current, true],
      [past, false],
    ]);
    expect(overview.contracts[0]).toMatchObject({
      propertyId,
      amount: 750,
      currency: 'Euro',
      property: { name: 'T1' },
    });
    expect(overview.files).toEqual([]);
  });

  it('refuses to delete a tenant on a contract, naming the contracts, and deletes one on none', async () => {
    const onContract = await api.create(base(), { name: 'Marta' });
    const contracts = `/entities/${entityId}/properties/${propertyId}/contracts`;
    const contractId = await api.create(contracts, contractPayload(propertyId, onContract, thisYear + 5));
    const refused = await api.call('DELETE', `${base()}/${onContract}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'This tenant is on contracts and cannot be deleted. Delete or change the contracts first.',
      conflicts: [{ propertyId, contractId }],
    });

    const free = await api.create(base(), { name: 'Livre' });
    expect((await api.call('DELETE', `${base()}/${free}`)).statusCode).toBe(204);
    expect((await api.call('GET', `${base()}/${free}`)).statusCode).toBe(404);
  });

  it('keeps tenants to their entity', async () => {
    const foreignEntity = await createEntity(stranger, 'Alheia');
    const foreign = await stranger.create(`/entities/${foreignEntity}/tenants`, { name: 'Estranho' });
    expect((await api.call('GET', `${base()}/${foreign}`)).statusCode).toBe(404);
    expect((await api.call('PUT', `${base()}/${foreign}`, { name: 'X' })).statusCode).toBe(404);
    expect((await api.call('DELETE', `${base()}/${foreign}`)).statusCode).toBe(404);
    expect((await api.get<TenantView[]>(base())).map((tenant) => tenant.id)).not.toContain(foreign);
  });
});
