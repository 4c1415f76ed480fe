import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../../test/harness';

/** Lists of values (docs/product.md#the-api, docs/domain.md): seeded ids and names, behind the login. */
describe('lists of values', () => {
  let server: TestServer;
  let headers: { authorization: string };
  beforeAll(async () => {
    server = await startTestServer();
    headers = (await signUp(server)).headers;
  });
  afterAll(() => server.close());

  const UNAUTHORIZED = { message: 'Your session has expired. Please log in again.' };
  const get = (url: string, withToken = true) =>
    server.app.inject({ method: 'GET', url, headers: withToken ? headers : {} });

  type Item = { id: number; name: string };
  type City = Item & { countryId: number; country: string };

  async function list<T>(url: string): Promise<T[]> {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return response.json<T[]>();
  }

  const SIMPLE_LISTS = [
    'entityTypes',
    'countries',
    'propertyTypes',
    'currencies',
    'propertyBusinessTypes',
    'propertyLocationTypes',
    'kitchenTypes',
    'outsideAreaTypes',
    'accessTypes',
    'frequencyTypes',
  ];

  describe.each(SIMPLE_LISTS)('/api/lov/%s', (name) => {
    it('answers 200 with {id, name} items when logged in', async () => {
      const items = await list<Item>(`/api/lov/${name}`);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
        expect(Number.isInteger(item.id)).toBe(true);
        expect(item.name.length).toBeGreaterThan(0);
      }
      expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    });

    it('answers 401 without a token', async () => {
      const response = await get(`/api/lov/${name}`, false);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHORIZED);
    });
  });

  it('/api/lov/countries/{id}/cities answers 401 without a token', async () => {
    const response = await get('/api/lov/countries/1/cities', false);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });

  it('answers 401 with a token that is not valid', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/lov/propertyTypes',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });

  it('has the property types 1 to 8 of docs/product.md', async () => {
    expect(await list<Item>('/api/lov/propertyTypes')).toEqual([
      { id: 1, name: 'HOUSE' },
      { id: 2, name: 'BUILDING' },
      { id: 3, name: 'APARTMENT' },
      { id: 4, name: 'BEDROOM' },
      { id: 5, name: 'GARAGE' },
      { id: 6, name: 'WAREHOUSE' },
      { id: 7, name: 'LAND' },
      { id: 8, name: 'OTHER' },
    ]);
  });

  it('has the frequency types, monthly being 3', async () => {
    expect(await list<Item>('/api/lov/frequencyTypes')).toEqual([
      { id: 1, name: 'DAY' },
      { id: 2, name: 'WEEK' },
      { id: 3, name: 'MONTH' },
      { id: 4, name: 'YEAR' },
    ]);
  });

  it('has the access types of docs/domain.md', async () => {
    expect(await list<Item>('/api/lov/accessTypes')).toEqual([
      { id: 1, name: 'ADMIN' },
      { id: 2, name: 'MANAGER' },
      { id: 3, name: 'EDITOR' },
      { id: 4, name: 'READ' },
    ]);
  });

  it('has the entity types Personal and Company', async () => {
    expect(await list<Item>('/api/lov/entityTypes')).toEqual([
      { id: 1, name: 'Personal' },
      { id: 2, name: 'Company' },
    ]);
  });

  it('has the property business, location, kitchen and outside area types', async () => {
    expect(await list<Item>('/api/lov/propertyBusinessTypes')).toEqual([
      { id: 1, name: 'COMMERCIAL' },
      { id: 2, name: 'HABITATION' },
    ]);
    expect(await list<Item>('/api/lov/propertyLocationTypes')).toEqual([
      { id: 1, name: 'RUSTIC' },
      { id: 2, name: 'URBAN' },
    ]);
    expect(await list<Item>('/api/lov/kitchenTypes')).toEqual([
      { id: 1, name: 'KITCHENETTE' },
      { id: 2, name: 'EQUIPPED KITCHEN' },
      { id: 3, name: 'NOT EQUIPPED KITCHEN' },
    ]);
    expect(await list<Item>('/api/lov/outsideAreaTypes')).toEqual([
      { id: 1, name: 'GARDEN' },
      { id: 2, name: 'TERRACE' },
      { id: 3, name: 'GARDEN AND TERRACE' },
    ]);
  });

  it('has the currencies EUR, USD, GBP, BRL and CHF with their codes and symbols', async () => {
    const currencies = await list<Item & { code: string; symbol: string }>('/api/lov/currencies');
    expect(currencies).toEqual(
      expect.arrayContaining([
        { id: 1, name: 'Euro', code: 'EUR', symbol: '€' },
        { id: 2, name: 'US Dollar', code: 'USD', symbol: '$' },
        { id: 3, name: 'Pound Sterling', code: 'GBP', symbol: '£' },
        { id: 4, name: 'Brazilian Real', code: 'BRL', symbol: 'R$' },
        { id: 5, name: 'Swiss Franc', code: 'CHF', symbol: 'CHF' },
      ]),
    );
    expect(new Set(currencies.map((c) => c.code)).size).toBe(currencies.length);
  });

  it('lists the countries by name, Portugal among them', async () => {
    const countries = await list<Item>('/api/lov/countries');
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(countries).toEqual(
      expect.arrayContaining([
        { id: 1, name: 'Portugal' },
        { id: 2, name: 'Spain' },
        { id: 3, name: 'France' },
        { id: 4, name: 'United Kingdom' },
        { id: 5, name: 'Brazil' },
      ]),
    );
  });

  describe('cities', () => {
    it("has exactly Portugal's 308 municipalities, each once", async () => {
      const cities = await list<City>('/api/lov/countries/1/cities');
      expect(cities).toHaveLength(308);
      const names = cities.map((c) => c.name);
      expect(new Set(names).size).toBe(308);
      expect(names).toEqual(
        expect.arrayContaining([
          'Lisboa',
          'Porto',
          'Funchal',
          'Ponta Delgada',
          'Coimbra',
          'Braga',
          'Faro',
          'Évora',
          'Angra do Heroísmo',
          'Calheta (Açores)',
          'Calheta (Madeira)',
          'Lagoa',
          'Lagoa (Açores)',
        ]),
      );
      for (const city of cities) {
        expect(city).toEqual({
          id: expect.any(Number),
          name: expect.any(String),
          countryId: 1,
          country: 'Portugal',
        });
      }
    });

    it('sorts the cities alphabetically, accented names among the others', async () => {
      const names = (await list<City>('/api/lov/countries/1/cities')).map((c) => c.name);
      expect(names).toEqual([...names].sort(new Intl.Collator('pt').compare));
      expect(names.slice(0, 3)).toEqual(['Abrantes', 'Águeda', 'Aguiar da Beira']);
      expect(names.at(-1)).toBe('Vouzela');
    });

    it.each([
      [2, 'Spain', ['Madrid', 'Barcelona']],
      [3, 'France', ['Paris']],
      [4, 'United Kingdom', ['London', 'Manchester']],
      [5, 'Brazil', ['São Paulo', 'Rio de Janeiro']],
    ])('has cities for country %i (%s)', async (countryId, country, some) => {
      const cities = await list<City>(`/api/lov/countries/${countryId}/cities`);
      expect(cities.length).toBeGreaterThanOrEqual(10);
      expect(cities.map((c) => c.name)).toEqual(expect.arrayContaining(some));
      for (const city of cities) {
        expect(city).toMatchObject({ countryId, country });
      }
    });

    it('answers 404 for an unknown country', async () => {
      for (const countryId of [999, 17, 2_147_483_647]) {
        const response = await get(`/api/lov/countries/${countryId}/cities`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Not found.' });
      }
      const pt = await server.app.inject({
        method: 'GET',
        url: '/api/lov/countries/999/cities',
        headers: { ...headers, 'accept-language': 'pt-PT' },
      });
      expect(pt.statusCode).toBe(404);
      expect(pt.json()).toEqual({ message: 'Não encontrado.' });
    });

    it.each(['abc', '0', '-1', '1.5', '2147483648', '99999999999'])(
      'answers 404 for the country id %s, like a missing country',
      async (countryId) => {
        const response = await get(`/api/lov/countries/${countryId}/cities`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Not found.' });
      },
    );
  });
});
