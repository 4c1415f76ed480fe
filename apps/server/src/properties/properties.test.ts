import type { PropertyListItem, PropertyView } from '@arrenda/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, createEntity } from '../../test/api-client';
import { signUp, startTestServer, type TestServer } from '../../test/harness';
import { address, contract, expense, property, rent } from '../db/schema';

let server: TestServer;
let api: Api;
let stranger: Api;
let entityId: number;

beforeAll(async () => {
  server = await startTestServer();
  api = apiAs(server, (await signUp(server)).headers);
  stranger = apiAs(server, (await signUp(server)).headers);
  entityId = await createEntity(api);
});
afterAll(() => server.close());

const base = () => `/entities/${entityId}/properties`;
const inlineAddress = {
  street: 'Rua Augusta',
  number: '12',
  floor: '2Esq',
  postalCode: '1100-053',
  cityId: 1,
};

describe('create, read and update', () => {
  it('creates a property with its address, details and tax information, and reads them back', async () => {
    const id = await api.create(base(), {
      baseInfo: {
        propertyTypeId: 3,
        name: 'T2 Baixa',
        code: 'U-1234',
        description: '  ',
        areaMeters: 85,
        value: 250_000.5,
        currencyId: 1,
        address: inlineAddress,
      },
      propertyDetails: {
        hasStorageRoom: false,
        storageRoomAreaMeters: 4,
        kitchenTypeId: 2,
        kitchenAreaMeters: 9,
        outsideAreaAreaMeters: null,
        livingRoomAreaMeters: 20,
        numBedrooms: 2,
      },
      propertyTaxInformation: { propertyBusinessTypeId: 2, locationCode: '1106', articleCode: '' },
    });
    const view = await api.get<PropertyView>(`${base()}/${id}`);
    expect(view.baseInfo).toMatchObject({
      name: 'T2 Baixa',
      code: 'U-1234',
      description: null,
      areaMeters: 85,
      value: 250_000.5,
      currency: 'Euro',
      propertyType: { id: 3, name: 'APARTMENT' },
      address: {
        street: 'Rua Augusta',
        number: '12',
        floor: '2Esq',
        mailBox: null,
        city: { id: 1, countryId: 1 },
      },
    });
    // Areas are kept only with their type or their "yes" (docs/product.md#records-and-fields).
    expect(view.details).toMatchObject({
      kitchenTypeId: 2,
      kitchenAreaMeters: 9,
      hasStorageRoom: false,
      storageRoomAreaMeters: null,
      livingRoomAreaMeters: null,
      numBedrooms: 2,
    });
    expect(view.taxInformation).toEqual({
      propertyBusinessTypeId: 2,
      propertyLocationTypeId: null,
      locationCode: '1106',
      articleCode: null,
      fractionCode: null,
    });
  });

  it('drops details that are all empty, and details of types that have none', async () => {
    const empty = await api.create(base(), {
      baseInfo: { propertyTypeId: 1 },
      propertyDetails: { hasHeating: false, numBathrooms: null },
      propertyTaxInformation: { locationCode: ' ' },
    });
    expect(await api.get<PropertyView>(`${base()}/${empty}`)).toMatchObject({
      details: null,
      taxInformation: null,
    });
    const garage = await api.create(base(), {
      baseInfo: { propertyTypeId: 5 },
      propertyDetails: { numBathrooms: 1 },
    });
    expect((await api.get<PropertyView>(`${base()}/${garage}`)).details).toBeNull();
  });

  it('replaces everything on update: details removed, a saved address kept by id', async () => {
    const addressId = await api.create(`/entities/${entityId}/addresses`, inlineAddress);
    const id = await api.create(base(), {
      baseInfo: { propertyTypeId: 1, name: 'Casa', addressId },
      propertyDetails: { hasHeating: true },
    });
    const response = await api.call('PUT', `${base()}/${id}`, {
      baseInfo: { propertyTypeId: 1, name: 'Casa Nova', addressId, value: null },
      propertyDetails: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json<PropertyView>();
    expect(view.baseInfo).toMatchObject({ name: 'Casa Nova', addressId, value: null, currency: null });
    expect(view.details).toBeNull();
  });
});

describe('validation', () => {
  const refused = async (payload: object, status = 400) => {
    const response = await api.call('POST', base(), payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json<{ message: string; fieldErrors?: Record<string, string> }>();
  };

  it('answers the documented messages under each field', async () => {
    const body = await refused({
      baseInfo: {
        name: 'x'.repeat(61),
        areaMeters: 1.5,
        value: -1,
        address: { street: '', number: '1', cityId: 1 },
      },
    });
    expect(body.fieldErrors).toMatchObject({
      propertyTypeId: 'Property Type is required',
      name: 'Cannot contain more than 60 characters',
      areaMeters: 'Cannot contain decimal numbers',
      value: 'Must be a positive number',
      street: 'Street is required',
    });
  });

  it('refuses lookups, cities and addresses that do not exist or belong to another entity', async () => {
    expect(
      (await refused({ baseInfo: { propertyTypeId: 99, value: 1, currencyId: 99 } })).fieldErrors,
    ).toEqual({ propertyTypeId: 'This value does not exist.', currencyId: 'This value does not exist.' });
    expect(
      (await refused({ baseInfo: { propertyTypeId: 1, address: { ...inlineAddress, cityId: 999_999 } } }))
        .fieldErrors,
    ).toEqual({ cityId: 'This city does not exist.' });
    const foreignEntity = await createEntity(stranger, 'Alheia');
    const foreignAddress = await stranger.create(`/entities/${foreignEntity}/addresses`, inlineAddress);
    expect(
      (await refused({ baseInfo: { propertyTypeId: 1, addressId: foreignAddress } })).fieldErrors,
    ).toEqual({
      addressId: 'Address not found.',
    });
  });
});

describe('the tree', () => {
  it('refuses a parent of another entity, and cycles of any length', async () => {
    const foreignEntity = await createEntity(stranger, 'Outra');
    const foreign = await stranger.create(`/entities/${foreignEntity}/properties`, {
      baseInfo: { propertyTypeId: 2 },
    });
    const response = await api.call('POST', base(), {
      baseInfo: { propertyTypeId: 3 },
      parentPropertyId: foreign,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fieldErrors: { parentPropertyId: 'The parent property does not exist in this entity.' },
    });

    const top = await api.create(base(), { baseInfo: { propertyTypeId: 2, name: 'Top' } });
    const middle = await api.create(base(), { baseInfo: { propertyTypeId: 3 }, parentPropertyId: top });
    const bottom = await api.create(base(), { baseInfo: { propertyTypeId: 4 }, parentPropertyId: middle });
    for (const parentPropertyId of [top, bottom]) {
      const cycle = await api.call('PUT', `${base()}/${top}`, {
        baseInfo: { propertyTypeId: 2, name: 'Top' },
        parentPropertyId,
      });
      expect(cycle.statusCode).toBe(409);
      expect(cycle.json()).toMatchObject({
        message: 'A property cannot be inside itself or one of its own inner properties.',
      });
    }
    expect((await api.get<PropertyView>(`${base()}/${top}`)).parentPropertyId).toBeNull();
  });

  it('deletes a property with its inner properties, their contracts, rents and expenses, and unused addresses', async () => {
    const { db } = server.app.ctx;
    const top = await api.create(base(), { baseInfo: { propertyTypeId: 2, address: inlineAddress } });
    const flat = await api.create(base(), {
      baseInfo: { propertyTypeId: 3, address: inlineAddress },
      parentPropertyId: top,
    });
    const kept = await api.create(base(), { baseInfo: { propertyTypeId: 1 } });
    const [let_] = await db
      .insert(contract)
      .values({
        entityId,
        propertyId: flat,
        currencyId: 1,
        frequencyTypeId: 3,
        frequencyValue: 1,
        amount: '700',
        startDate: new Date('2026-01-01T10:00:00Z'),
        endDate: new Date('2027-01-01T16:00:00Z'),
      })
      .returning({ id: contract.id });
    const contractId = let_?.id as number;
    const when = new Date('2026-02-15T12:00:00Z');
    await db.insert(rent).values({
      entityId,
      contractId,
      currencyId: 1,
      paymentDueDate: when,
      paymentPeriodDate: when,
      amount: '700',
    });
    await db
      .insert(expense)
      .values({ entityId, propertyId: flat, currencyId: 1, date: when, amount: '10', name: 'IMI' });
    const addressIds = (
      await db.select({ id: property.addressId }).from(property).where(eq(property.id, flat))
    ).map((row) => row.id as number);

    expect((await api.call('DELETE', `${base()}/${top}`)).statusCode).toBe(204);
    for (const id of [top, flat]) expect((await api.call('GET', `${base()}/${id}`)).statusCode).toBe(404);
    expect((await api.call('GET', `${base()}/${kept}`)).statusCode).toBe(200);
    expect(await db.select().from(contract).where(eq(contract.id, contractId))).toEqual([]);
    expect(await db.select().from(rent).where(eq(rent.contractId, contractId))).toEqual([]);
    expect(await db.select().from(expense).where(eq(expense.propertyId, flat))).toEqual([]);
    expect(
      await db
        .select()
        .from(address)
        .where(eq(address.id, addressIds[0] as number)),
    ).toEqual([]);
    expect((await api.call('DELETE', `${base()}/${top}`)).statusCode).toBe(404);
  });

  it("answers 404 for a property of another entity reached through one of the caller's entities", async () => {
    const foreignEntity = await createEntity(stranger, 'Vizinha');
    const foreign = await stranger.create(`/entities/${foreignEntity}/properties`, {
      baseInfo: { propertyTypeId: 1 },
    });
    for (const path of ['', '/overview', '/summary']) {
      const response = await api.call('GET', `${base()}/${foreign}${path}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Property not found.' });
    }
    const put = await api.call('PUT', `${base()}/${foreign}`, { baseInfo: { propertyTypeId: 1 } });
    expect(put.statusCode).toBe(404);
    expect((await api.call('DELETE', `${base()}/${foreign}`)).statusCode).toBe(404);
    const listed = await api.get<PropertyListItem[]>(base());
    expect(listed.map((item) => item.id)).not.toContain(foreign);
  });
});
