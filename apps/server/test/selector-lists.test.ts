import type { Page, PropertySummaryItem, TenantView } from '@arrenda/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, createEntity, monthlyContract } from './api-client';
import { signUp, startTestServer, type TestServer } from './harness';

/**
 * The lists behind the forms' selectors a page at a time (docs/domain.md "Lists a page at a
 * time"): the property summary and the tenants, searched, named by ids, and the parents a
 * property may take. A building with a flat and a bedroom in it, a garage without a name or an
 * address, and a shop let to Ana Sousa.
 */
let server: TestServer;
let api: Api;
let base: string;
const ids: Record<string, number> = {};
const names = (page: Page<{ name: string | null }>) => page.items.map((item) => item.name);

beforeAll(async () => {
  server = await startTestServer();
  api = apiAs(server, (await signUp(server)).headers);
  base = `/entities/${await createEntity(api)}`;
  const property = (key: string, baseInfo: object, parentPropertyId?: number) =>
    api.create(`${base}/properties`, { baseInfo, parentPropertyId: parentPropertyId ?? null }).then((id) => {
      ids[key] = id;
      return id;
    });
  const augusta = { street: 'Rua Augusta', number: '12', postalCode: '1100-053', cityId: 1 };
  const building = await property('building', {
    propertyTypeId: 2,
    name: 'Prédio Augusta',
    address: augusta,
  });
  const flat = await property('flat', { propertyTypeId: 3, name: 'T2 Esquerdo', code: 'U-777' }, building);
  await property('bedroom', { propertyTypeId: 4, name: 'Quarto 1' }, flat);
  await property('garage', { propertyTypeId: 5 });
  const shop = await property('shop', { propertyTypeId: 8, name: 'Loja da Baixa' });
  const tenant = async (name: string, fiscalNumber: string) => {
    ids[name] = await api.create(`${base}/tenants`, { name, fiscalNumber });
    return ids[name];
  };
  const ana = await tenant('Ana Sousa', '123456789');
  await tenant('Bruno Reis', '234567899');
  await tenant('Carla Dias', '245678905');
  const year = new Date().getUTCFullYear();
  await api.create(
    `${base}/properties/${shop}/contracts`,
    monthlyContract(shop, ana, { amount: 900, startDate: `${year}-01-01`, endDate: `${year + 1}-12-31` }),
  );
});
afterAll(() => server?.close());

describe('the property summary a page at a time', () => {
  const page = (query: string) => api.get<Page<PropertySummaryItem>>(`${base}/properties/summary?${query}`);

  it('keeps the product’s whole list without keys, and pages by name (else type) with any', async () => {
    const whole = await api.get<PropertySummaryItem[]>(`${base}/properties/summary`);
    expect(whole.map((item) => item.id)).toEqual(
      ['building', 'flat', 'bedroom', 'garage', 'shop'].map((key) => ids[key]),
    );
    // The garage has no name: it sorts by its type's code, GARAGE.
    const first = await page('page=1&pageSize=50');
    expect(names(first)).toEqual([null, 'Loja da Baixa', 'Prédio Augusta', 'Quarto 1', 'T2 Esquerdo']);
    expect(first.total).toBe(5);
    const second = await page('page=2&pageSize=2');
    expect(second).toMatchObject({ total: 5 });
    expect(names(second)).toEqual(['Prédio Augusta', 'Quarto 1']);
    expect(second.items[0]?.address?.street).toBe('Rua Augusta');
    expect(second.items[1]?.parentPropertyId).toBe(ids.flat);
    expect(await page('page=9&pageSize=2')).toEqual({ items: [], total: 5 });
  });

  it('searches as the property list does: name, tax code, address and tenants', async () => {
    expect(names(await page('search=quarto'))).toEqual(['Quarto 1']);
    expect(names(await page('search=u-777'))).toEqual(['T2 Esquerdo']);
    expect(names(await page('search=1100-053'))).toEqual(['Prédio Augusta']);
    const [building] = (await page(`ids=${ids.building}`)).items;
    expect(names(await page(`search=${building?.address?.city.name}`))).toEqual(['Prédio Augusta']);
    expect(names(await page('search=sousa'))).toEqual(['Loja da Baixa']);
    expect(await page('search=nada')).toEqual({ items: [], total: 0 });
  });

  it('answers the properties named by ids, by name, with their labels', async () => {
    const named = await page(`ids=${ids.flat},${ids.building},999999`);
    expect(names(named)).toEqual(['Prédio Augusta', 'T2 Esquerdo']);
    expect(named.total).toBe(2);
    expect(names(await page(`ids=${ids.flat},${ids.building}&search=esquerdo`))).toEqual(['T2 Esquerdo']);
  });

  it('leaves out a property and those inside it: the parents it may take', async () => {
    expect(names(await page(`exceptTreeOf=${ids.flat}`))).toEqual([null, 'Loja da Baixa', 'Prédio Augusta']);
    expect(names(await page(`exceptTreeOf=${ids.building}`))).toEqual([null, 'Loja da Baixa']);
    expect(names(await page(`exceptTreeOf=${ids.bedroom}&search=t2`))).toEqual(['T2 Esquerdo']);
  });

  it('refuses a page size over 100 and ids that are no list of ids', async () => {
    for (const query of ['pageSize=101', 'ids=', 'ids=1,,2', 'ids=a', 'ids=0', `ids=${'1,'.repeat(100)}1`]) {
      const response = await api.call('GET', `${base}/properties/summary?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('the tenants named by ids', () => {
  it('answers those tenants of the entity, by name, with the other keys', async () => {
    const page = (query: string) => api.get<Page<TenantView>>(`${base}/tenants?${query}`);
    const named = await page(`ids=${ids['Carla Dias']},${ids['Ana Sousa']}`);
    expect(names(named)).toEqual(['Ana Sousa', 'Carla Dias']);
    expect(named.total).toBe(2);
    expect(names(await page(`ids=${ids['Carla Dias']},${ids['Ana Sousa']}&search=dias`))).toEqual([
      'Carla Dias',
    ]);
    expect(names(await page('page=1&pageSize=50&search=reis'))).toEqual(['Bruno Reis']);
    expect((await api.call('GET', `${base}/tenants?ids=x`)).statusCode).toBe(400);
  });
});
