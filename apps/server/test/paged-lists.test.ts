import type { ContractView, ExpenseView, Page, RentView, TenantView } from '@arrenda/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, createEntity, monthlyContract } from './api-client';
import { signUp, startTestServer, type TestServer } from './harness';

/**
 * The lists a page at a time (docs/domain.md "Lists a page at a time"): contracts, tenants,
 * expenses and a contract's rents, with their filters, sorts and searches, against a small
 * portfolio whose answers are known: two current contracts (one owing 300 on an overdue rent) and
 * one that ended.
 */
let server: TestServer;
let api: Api;
let base: string;
const contracts: Record<string, string> = {};
const names = <T extends { name: string }>(page: Page<T>) => page.items.map((item) => item.name);

beforeAll(async () => {
  server = await startTestServer();
  api = apiAs(server, (await signUp(server)).headers);
  base = `/entities/${await createEntity(api)}`;
  const tenant = (name: string, fiscalNumber: string) =>
    api.create(`${base}/tenants`, { name, fiscalNumber });
  const ana = await tenant('Ana Sousa', '123456789');
  const bruno = await tenant('Bruno Reis', '234567899');
  const carla = await tenant('Carla Dias', '245678905');
  await tenant('Duarte Novo', '256789010');
  const year = new Date().getUTCFullYear();
  const let_ = async (
    key: string,
    name: string,
    tenantId: number,
    amount: number,
    start: string,
    end: string,
  ) => {
    const propertyId = await api.create(`${base}/properties`, { baseInfo: { propertyTypeId: 3, name } });
    const path = `${base}/properties/${propertyId}/contracts`;
    const contractId = await api.create(
      path,
      monthlyContract(propertyId, tenantId, { amount, startDate: start, endDate: end }),
    );
    contracts[key] = `${path}/${contractId}`;
  };
  await let_('augusta', 'Rua Augusta 1', ana, 900, `${year - 1}-01-01`, `${year + 2}-12-31`);
  await let_('baixa', 'Baixa 2', bruno, 650, `${year - 1}-03-01`, `${year + 3}-02-28`);
  await let_('velha', 'Casa Velha', carla, 500, `${year - 3}-01-01`, `${year - 2}-12-31`);
  const rent = (key: string, day: string, amount: number) =>
    api.create(`${contracts[key]}/rents`, {
      currencyId: 1,
      paymentPeriodDate: day,
      paymentDueDate: day,
      amount,
    });
  await rent('augusta', `${year - 1}-02-08`, 300);
  await rent('augusta', `${year - 1}-03-08`, 900);
  const paid = await rent('augusta', `${year - 1}-01-08`, 900);
  await api.create(`${contracts.augusta}/rents/${paid}/payments`, {
    currencyId: 1,
    paymentDate: `${year - 1}-01-08`,
    amount: 900,
  });
  await api.create(`${contracts.augusta}/rents/${await rent('augusta', `${year - 1}-04-08`, 900)}/payments`, {
    currencyId: 1,
    paymentDate: `${year - 1}-04-08`,
    amount: 900,
  });
  const expense = (name: string, amount: number, date: string) =>
    api.create(`${base}/expenses`, { currencyId: 1, name, amount, date, includeInYield: true });
  await expense('Seguro', 120.5, `${year - 1}-05-01`);
  await expense('Obras na cozinha', 3000, `${year - 1}-07-01`);
  await expense('IMI', 410, `${year - 1}-04-01`);
});
afterAll(() => server?.close());

describe('contracts a page at a time', () => {
  const page = (query: string) => api.get<Page<ContractView>>(`${base}/contracts?${query}`);
  const properties = (found: Page<ContractView>) => found.items.map((item) => item.property.name);

  it('filters active, expired and in debt, newest first by default', async () => {
    expect(properties(await page('filter=ACTIVE'))).toEqual(['Baixa 2', 'Rua Augusta 1']);
    expect(properties(await page('filter=EXPIRED'))).toEqual(['Casa Velha']);
    const inDebt = await page('filter=IN_DEBT');
    expect(properties(inDebt)).toEqual(['Rua Augusta 1']);
    // 300 + 900 on the two overdue rents not paid.
    expect(inDebt.items[0]?.debt).toBe(1200);
  });

  it('sorts on amount and debt, searches tenants and tax numbers, and pages', async () => {
    expect(properties(await page('sort=amount&order=desc'))).toEqual([
      'Rua Augusta 1',
      'Baixa 2',
      'Casa Velha',
    ]);
    expect(properties(await page('sort=debt&order=desc&pageSize=1'))).toEqual(['Rua Augusta 1']);
    expect(await page('sort=debt&pageSize=1&page=2')).toMatchObject({ total: 3 });
    // Past the last row the count is still the filter's.
    expect(await page('filter=ACTIVE&pageSize=1&page=5')).toEqual({ items: [], total: 2 });
    expect(properties(await page('sort=property&order=desc&pageSize=2'))).toEqual([
      'Rua Augusta 1',
      'Casa Velha',
    ]);
    expect(properties(await page('search=reis'))).toEqual(['Baixa 2']);
    expect(properties(await page('search=4567890'))).toEqual(['Casa Velha']);
    expect(properties(await page('sort=tenants'))).toEqual(['Rua Augusta 1', 'Baixa 2', 'Casa Velha']);
    // In debt, sorted on the kept rows the filter then reads too: the same one contract.
    for (const sort of ['debt&order=desc', 'tenants']) {
      const inDebt = await page(`filter=IN_DEBT&sort=${sort}`);
      expect(inDebt.total).toBe(1);
      expect(properties(inDebt)).toEqual(['Rua Augusta 1']);
    }
  });
  it('gives on a page what the whole list computes from the rents, after the writes that change it', async () => {
    // The pages read the debt, last rent and tenants the database keeps; the whole list computes
    // them: both must agree after a payment, a tenant's new name and a second tenant on a contract.
    const same = async () => {
      const whole = await api.get<ContractView[]>(`${base}/contracts`);
      const paged = await page('pageSize=50');
      expect(paged.items.toSorted((a, b) => a.id - b.id)).toEqual(whole.toSorted((a, b) => a.id - b.id));
    };
    await same();
    const owed = (await api.get<RentView[]>(`${contracts.augusta}/rents`)).find(
      (rent) => rent.amountToPay === 300,
    );
    if (!owed) throw new Error('no rent owing 300');
    const paymentPath = `${contracts.augusta}/rents/${owed.id}/payments`;
    const payment = await api.create(paymentPath, {
      currencyId: 1,
      paymentDate: owed.paymentDueDate.slice(0, 10),
      amount: 100,
    });
    await same();
    const [ana] = (await api.get<Page<TenantView>>(`${base}/tenants?search=Ana`)).items;
    if (!ana) throw new Error('no Ana');
    const renamed = await api.call('PUT', `${base}/tenants/${ana.id}`, { ...ana, name: 'Ana Sousa Lima' });
    expect(renamed.statusCode, renamed.body).toBeLessThan(300);
    await same();
    expect((await page('search=Lima')).items[0]?.tenants.map((tenant) => tenant.name)).toEqual([
      'Ana Sousa Lima',
    ]);
    await api.call('PUT', `${base}/tenants/${ana.id}`, { ...ana, version: ana.version + 1 });
    expect((await api.call('DELETE', `${paymentPath}/${payment}`)).statusCode).toBe(204);
    await same();
  });

  it("answers each entity's own contracts from a page's statement built once for all of them", async () => {
    // The page's statement is built once per variant with the entity and the search as
    // placeholders (docs/performance.md "Statements written once"): another entity asking the same
    // variants right after gets its own rows and counts, never the first one's.
    const other = apiAs(server, (await signUp(server)).headers);
    const otherBase = `/entities/${await createEntity(other, 'Outra')}`;
    const tenantId = await other.create(`${otherBase}/tenants`, {
      name: 'Rita Reis',
      fiscalNumber: '198765436',
    });
    const propertyId = await other.create(`${otherBase}/properties`, {
      baseInfo: { propertyTypeId: 3, name: 'Outra Casa' },
    });
    const year = new Date().getUTCFullYear();
    await other.create(
      `${otherBase}/properties/${propertyId}/contracts`,
      monthlyContract(propertyId, tenantId, {
        amount: 400,
        startDate: `${year}-01-01`,
        endDate: `${year + 1}-12-31`,
      }),
    );
    for (const query of [
      'filter=ACTIVE&page=1&pageSize=50',
      'search=reis&page=1&pageSize=50',
      'sort=debt&order=desc',
    ]) {
      const mine = await page(query);
      const theirs = await other.get<Page<ContractView>>(`${otherBase}/contracts?${query}`);
      expect(properties(theirs)).toEqual(['Outra Casa']);
      expect(theirs.total).toBe(1);
      expect(properties(mine)).not.toContain('Outra Casa');
      expect(properties(await page(query))).toEqual(properties(mine));
    }
    expect(properties(await page('search=reis'))).toEqual(['Baixa 2']);
  });
});

describe('tenants a page at a time', () => {
  const page = (query: string) => api.get<Page<TenantView>>(`${base}/tenants?${query}`);

  it('splits active and past tenants, sorts and searches', async () => {
    expect(names(await page('view=ACTIVE_TENANTS'))).toEqual(['Ana Sousa', 'Bruno Reis', 'Duarte Novo']);
    expect(names(await page('view=OLD_TENANTS'))).toEqual(['Carla Dias']);
    expect(names(await page('sort=fiscalNumber&order=desc&pageSize=2'))).toEqual([
      'Duarte Novo',
      'Carla Dias',
    ]);
    expect(await page('pageSize=2&page=2')).toMatchObject({ total: 4 });
    expect(names(await page('search=SOUSA'))).toEqual(['Ana Sousa']);
    // The counts of each view, beside its rows and on a page past the last one.
    expect(await page('view=ACTIVE_TENANTS')).toMatchObject({ total: 3 });
    expect(await page('view=ACTIVE_TENANTS&page=9')).toEqual({ items: [], total: 3 });
    expect(await page('view=OLD_TENANTS&page=9')).toEqual({ items: [], total: 1 });
    expect(await page('search=SOUSA&page=9')).toEqual({ items: [], total: 1 });
    // A search alone (the selectors') pages and counts its matches by name, either way; with a view,
    // the view keeps its own.
    expect(await page('search=A&order=desc&pageSize=2')).toMatchObject({ total: 3 });
    expect(names(await page('search=A&order=desc&pageSize=2'))).toEqual(['Duarte Novo', 'Carla Dias']);
    expect(names(await page('search=A&order=desc&pageSize=2&page=2'))).toEqual(['Ana Sousa']);
    expect(names(await page('search=A&pageSize=2'))).toEqual(['Ana Sousa', 'Carla Dias']);
    expect(await page('search=A&view=OLD_TENANTS')).toMatchObject({
      total: 1,
      items: [{ name: 'Carla Dias' }],
    });
  });

  it('searches the name, tax number, e-mail and phone in any case, never across two of them', async () => {
    const own = `/entities/${await createEntity(api)}`;
    await api.create(`${own}/tenants`, {
      name: 'Rita Lobo',
      fiscalNumber: '123456789',
      email: 'rita.lobo@mail.pt',
      phone: '912345678',
    });
    const found = (search: string) =>
      api.get<Page<TenantView>>(`${own}/tenants?search=${encodeURIComponent(search)}`);
    for (const search of ['LOBO', '3456789', 'Lobo@MAIL', '9123']) {
      expect(names(await found(search)), search).toEqual(['Rita Lobo']);
    }
    // The end of the name and the start of the tax number, of the e-mail and the phone.
    for (const search of ['lobo123', 'lobo1', 'pt912']) {
      expect(await found(search), search).toEqual({ items: [], total: 0 });
    }
    // What the search reads stays in the database.
    expect((await found('rita')).items[0]).not.toHaveProperty('searchWords');
  });
});

describe('expenses a page at a time', () => {
  const page = (query: string) => api.get<Page<ExpenseView>>(`${base}/expenses?${query}`);

  it('lists the newest first, sorts on amount and searches the name', async () => {
    expect(names(await page('page=1'))).toEqual(['Obras na cozinha', 'Seguro', 'IMI']);
    expect(names(await page('sort=amount'))).toEqual(['Seguro', 'IMI', 'Obras na cozinha']);
    expect(names(await page('search=cozinha'))).toEqual(['Obras na cozinha']);
    // A page past the last row still counts the rows, kept or counted.
    expect(await page('page=9')).toEqual({ items: [], total: 3 });
    expect(await page('page=9&search=cozinha')).toEqual({ items: [], total: 1 });
    // The product's call is unchanged: every expense, newest first.
    expect((await api.get<ExpenseView[]>(`${base}/expenses`)).map((item) => item.name)).toEqual([
      'Obras na cozinha',
      'Seguro',
      'IMI',
    ]);
  });

  it('keeps the entity’s own expenses with global=true, a property’s with its id', async () => {
    const propertyId = await api.create(`${base}/properties`, {
      baseInfo: { propertyTypeId: 3, name: 'Loja' },
    });
    const condominio = await api.create(`${base}/expenses`, {
      currencyId: 1,
      propertyId,
      name: 'Condomínio',
      amount: 80,
      date: `${new Date().getUTCFullYear() - 1}-06-01`,
    });
    expect(names(await page('global=true'))).toEqual(['Obras na cozinha', 'Seguro', 'IMI']);
    expect(await page('global=true&sort=name&pageSize=1')).toMatchObject({ total: 3 });
    expect(names(await page(`propertyId=${propertyId}&page=1`))).toEqual(['Condomínio']);
    expect(names(await page('page=1'))).toHaveLength(4);
    expect((await api.call('DELETE', `${base}/expenses/${condominio}`)).statusCode).toBe(204);
  });

  it('pages rows of equal value by id in the sort’s direction, each row once, counting them all', async () => {
    const date = `${new Date().getUTCFullYear()}-01-10`;
    const ids: number[] = [];
    for (const name of ['Luz', 'Água', 'Gás']) {
      ids.push(await api.create(`${base}/expenses`, { currencyId: 1, name, amount: 55, date }));
    }
    const pageIds = async (order: string) => {
      const pages = await Promise.all(
        [1, 2, 3].map((n) => page(`sort=amount&order=${order}&pageSize=1&page=${n}`)),
      );
      expect(pages.map((one) => one.total)).toEqual([6, 6, 6]);
      return pages.flatMap((one) => one.items.map((item) => item.id));
    };
    expect(await pageIds('asc')).toEqual(ids);
    // Descending: the largest amounts first (3,000, 410, 120.50), then nothing of the equal ones.
    const descending = await Promise.all(
      [4, 5, 6].map((n) => page(`sort=amount&order=desc&pageSize=1&page=${n}`)),
    );
    expect(descending.flatMap((one) => one.items.map((item) => item.id))).toEqual(ids.toReversed());
    for (const id of ids) expect((await api.call('DELETE', `${base}/expenses/${id}`)).statusCode).toBe(204);
    expect((await page('page=1')).total).toBe(3);
  });

  it("answers each entity's own expenses, with its dates, search and property, from statements written once", async () => {
    // A page's statement is written once per variant, its values as placeholders (docs/performance.md
    // "Statements written once"): another entity's same variants must get its rows alone.
    const year = new Date().getUTCFullYear() - 1;
    const queries = (propertyId: number) => [
      'page=1',
      'search=o&page=1',
      `startDate=${year}-04-01&endDate=${year}-12-31&page=1`,
      `startDate=${year}-04-01&page=1`,
      `endDate=${year}-03-31&page=1`,
      'global=true&page=1',
      `propertyId=${propertyId}&page=1`,
    ];
    const other = apiAs(server, (await signUp(server)).headers);
    const otherBase = `/entities/${await createEntity(other, 'Outra')}`;
    const shop = await other.create(`${otherBase}/properties`, {
      baseInfo: { propertyTypeId: 3, name: 'Outra Loja' },
    });
    const before = await Promise.all(queries(shop).map((query) => page(query)));
    await other.create(`${otherBase}/expenses`, {
      currencyId: 1,
      propertyId: shop,
      name: 'Obras',
      amount: 10,
      date: `${year}-03-01`,
    });
    await other.create(`${otherBase}/expenses`, {
      currencyId: 1,
      name: 'IMI',
      amount: 20,
      date: `${year}-05-01`,
    });
    const theirs = await Promise.all(
      queries(shop).map((query) => other.get<Page<ExpenseView>>(`${otherBase}/expenses?${query}`)),
    );
    expect(theirs.map(names)).toEqual([
      ['IMI', 'Obras'],
      ['Obras'],
      ['IMI'],
      ['IMI'],
      ['Obras'],
      ['IMI'],
      ['Obras'],
    ]);
    expect(theirs.map((one) => one.total)).toEqual([2, 1, 1, 1, 1, 1, 1]);
    expect(await Promise.all(queries(shop).map((query) => page(query)))).toEqual(before);
    expect(before.at(-1)).toEqual({ items: [], total: 0 });
  });
});

describe("a contract's rents a page at a time", () => {
  it('pages the newest period first and sorts on what is left to pay', async () => {
    const page = (query: string) => api.get<Page<RentView>>(`${contracts.augusta}/rents?${query}`);
    const first = await page('pageSize=2');
    expect(first.total).toBe(4);
    expect(first.items.map((item) => item.paymentPeriodDate.slice(5, 7))).toEqual(['04', '03']);
    const owed = await page('sort=toPay&order=desc&pageSize=2');
    expect(owed.items.map((item) => item.amountToPay)).toEqual([900, 300]);
    expect(await page('pageSize=2&page=3')).toEqual({ items: [], total: 4 });
  });

  it('answers 404 for a contract not under the property, or not the entity’s, on any page', async () => {
    // The page's statement checks the contract itself (docs/performance.md "Statements written once").
    const [, , propertyId, , contractId] = (contracts.augusta ?? '').split('/').slice(2);
    const [, , otherProperty] = (contracts.baixa ?? '').split('/').slice(2);
    expect(propertyId).toBeDefined();
    for (const path of [
      `${base}/properties/${otherProperty}/contracts/${contractId}/rents`,
      `${base}/properties/${propertyId}/contracts/999999/rents`,
    ]) {
      for (const query of ['pageSize=2', 'pageSize=2&page=3', '']) {
        const answer = await api.call('GET', `${path}?${query}`);
        expect(answer.statusCode, `${path}?${query}`).toBe(404);
      }
    }
    const stranger = apiAs(server, (await signUp(server)).headers);
    const strangerBase = `/entities/${await createEntity(stranger)}`;
    const answer = await stranger.call(
      'GET',
      `${strangerBase}/properties/${propertyId}/contracts/${contractId}/rents?pageSize=2`,
    );
    expect(answer.statusCode).toBe(404);
  });
});
