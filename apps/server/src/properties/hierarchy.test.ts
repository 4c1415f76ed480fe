import type { Page, PropertyListItem, PropertyListTotals, PropertyOverview } from '@arrenda/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Api, apiAs, createEntity } from '../../test/api-client';
import { signUp, startTestServer, type TestServer } from '../../test/harness';
import { contract, contractTenant, expense, rent, tenant } from '../db/schema';

/**
 * A three-level tree with hand-computed figures (docs/domain.md "Properties and addresses"):
 *
 *   Building (value 300 000, expense 1 000.10 this year)
 *   ├── Apartment 1 (value 150 000, T2, expense 200.20 last year)
 *   │   ├── Bedroom 1: current contract 400.33, no retention; expense 99.99 this year
 *   │   │   (and 5 000 not counted in the yield)
 *   │   └── Bedroom 2: a contract that ended last year (500, one rent last year)
 *   └── Apartment 2 (value 100 000): current contract 800 + 50 extra, 25 % retention on 800;
 *       two rents this year (850, 200 retained); expense 300.30 this year
 *
 *   Whole house (value 200 000): one current contract of 1 000 on the house itself
 *   ├── Flat A
 *   └── Flat B
 */
let server: TestServer;
let api: Api;
let entityId: number;
const ids: Record<string, number> = {};
const year = new Date().getUTCFullYear();
const day = 86_400_000;

beforeAll(async () => {
  server = await startTestServer();
  api = apiAs(server, (await signUp(server)).headers);
  entityId = await createEntity(api);
  const base = `/entities/${entityId}/properties`;
  const add = async (key: string, propertyTypeId: number, extra: object = {}, parent?: string) => {
    ids[key] = await api.create(base, {
      baseInfo: { propertyTypeId, name: key, ...extra },
      ...(parent ? { parentPropertyId: ids[parent] } : {}),
    });
  };
  await add('Building', 2, { value: 300_000, currencyId: 1 });
  await add('Apartment 1', 3, { value: 150_000, currencyId: 1 }, 'Building');
  await api.call('PUT', `${base}/${ids['Apartment 1']}`, {
    baseInfo: { propertyTypeId: 3, name: 'Apartment 1', value: 150_000, currencyId: 1 },
    propertyDetails: { numBedrooms: 2 },
    parentPropertyId: ids.Building,
  });
  await add('Apartment 2', 3, { value: 100_000, currencyId: 1 }, 'Building');
  await add('Bedroom 1', 4, {}, 'Apartment 1');
  await add('Bedroom 2', 4, {}, 'Apartment 1');
  await add('Whole house', 1, { value: 200_000, currencyId: 1 });
  await add('Flat A', 3, {}, 'Whole house');
  await add('Flat B', 3, {}, 'Whole house');

  const { db } = server.app.ctx;
  const now = Date.now();
  const current = { startDate: new Date(now - 100 * day), endDate: new Date(now + 200 * day) };
  const common = { entityId, currencyId: 1, frequencyTypeId: 3, frequencyValue: 1 };
  const [apartment2Contract, , oldContract] = await db
    .insert(contract)
    .values([
      {
        ...common,
        ...current,
        propertyId: ids['Apartment 2'] as number,
        amount: '800',
        extraAmount: '50',
        taxableAmount: '800',
        taxRetention: true,
        taxRetentionPercentage: '25',
      },
      { ...common, ...current, propertyId: ids['Bedroom 1'] as number, amount: '400.33' },
      {
        ...common,
        propertyId: ids['Bedroom 2'] as number,
        amount: '500',
        startDate: new Date(Date.UTC(year - 2, 0, 1, 10)),
        endDate: new Date(Date.UTC(year - 1, 11, 31, 16)),
      },
      { ...common, ...current, propertyId: ids['Whole house'] as number, amount: '1000' },
    ])
    .returning({ id: contract.id });
  const period = (y: number, month: number) => new Date(Date.UTC(y, month, 15, 12));
  await db.insert(rent).values([
    ...[0, 1].map((month) => ({
      entityId,
      contractId: apartment2Contract?.id as number,
      currencyId: 1,
      paymentDueDate: period(year, month),
      paymentPeriodDate: period(year, month),
      amount: '850',
      retainedAmount: '200',
      taxableAmount: '800',
    })),
    {
      entityId,
      contractId: oldContract?.id as number,
      currencyId: 1,
      paymentDueDate: period(year - 1, 5),
      paymentPeriodDate: period(year - 1, 5),
      amount: '500',
    },
  ]);
  const spent = (key: string, amount: string, date: Date, includeInYield = true) => ({
    entityId,
    propertyId: ids[key] as number,
    currencyId: 1,
    date,
    amount,
    name: 'Obras',
    includeInYield,
  });
  await db
    .insert(expense)
    .values([
      spent('Building', '1000.10', period(year, 0)),
      spent('Apartment 1', '200.20', period(year - 1, 5)),
      spent('Apartment 2', '300.30', period(year, 0)),
      spent('Bedroom 1', '99.99', period(year, 0)),
      spent('Bedroom 1', '5000', period(year, 0), false),
    ]);
});
afterAll(() => server.close());

const list = () => api.get<PropertyListItem[]>(`/entities/${entityId}/properties`);
const byName = (items: PropertyListItem[], name: string) => {
  const item = items.find((candidate) => candidate.name === name);
  if (!item) throw new Error(`${name} not listed`);
  return item;
};

describe('hierarchy figures', () => {
  it('sums the building over its apartments and bedrooms, to the cent', async () => {
    const building = byName(await list(), 'Building');
    expect(building).toMatchObject({
      parentPropertyId: null,
      propertyType: { id: 2, name: 'BUILDING' },
      numChildren: 2,
      valueHierarchy: 550_000,
      // 850 (800 + 50) + 400.33; the ended contract does not count.
      contractAmountHierarchy: 1250.33,
      // 850 - 200 retained (25 % of 800) + 400.33
      contractNetAmountHierarchy: 1050.33,
      // 1000.10 + 200.20 + 300.30 + 99.99; the 5 000 outside the yield does not count.
      expensesAmountHierarchy: 1600.59,
      expensesAmountYearHierarchy: 1400.39,
      numActiveContractsHierarchy: 2,
      // Units are the leaves: Apartment 2, Bedroom 1, Bedroom 2; two of them let.
      numPossibleContractsHierarchy: 3,
      countContractibleProperties: 3,
      countActiveContracts: 2,
      occupation: 67,
      currency: 'Euro',
      // 1250.33 * 12 / 551 600.59 = 2.72008 %; 1050.33 * 12 / 551 600.59 = 2.28498 %
      profitGross: 2.72,
      profitNet: 2.28,
    });
  });

  it('gives each apartment and bedroom the figures of its own subtree', async () => {
    const items = await list();
    expect(byName(items, 'Apartment 1')).toMatchObject({
      numChildren: 2,
      numBedrooms: 2,
      valueHierarchy: 150_000,
      contractAmountHierarchy: 400.33,
      contractNetAmountHierarchy: 400.33,
      expensesAmountHierarchy: 300.19,
      expensesAmountYearHierarchy: 99.99,
      numPossibleContractsHierarchy: 2,
      countActiveContracts: 1,
      occupation: 50,
      // 400.33 * 12 / 150 300.19 = 3.19628 %
      profitGross: 3.2,
      profitNet: 3.2,
    });
    expect(byName(items, 'Apartment 2')).toMatchObject({
      numChildren: 0,
      contractAmountHierarchy: 850,
      contractNetAmountHierarchy: 650,
      numPossibleContractsHierarchy: 1,
      occupation: 100,
      // 850 * 12 / 100 300.30 = 10.16946 %; 650 * 12 / 100 300.30 = 7.77666 %
      profitGross: 10.17,
      profitNet: 7.78,
    });
    expect(byName(items, 'Bedroom 2')).toMatchObject({
      contractAmountHierarchy: 0,
      numActiveContractsHierarchy: 0,
      occupation: 0,
      valueHierarchy: 0,
      expensesAmountHierarchy: 0,
      profitGross: null,
      profitNet: null,
      currency: null,
    });
  });

  it('counts a unit let through an ancestor inside the subtree only', async () => {
    const items = await list();
    expect(byName(items, 'Whole house')).toMatchObject({
      numActiveContractsHierarchy: 1,
      numPossibleContractsHierarchy: 2,
      countActiveContracts: 2,
      occupation: 100,
      contractAmountHierarchy: 1000,
      profitGross: 6,
    });
    // Seen alone, a flat has no contract of its own: the house's contract is outside its subtree.
    expect(byName(items, 'Flat A')).toMatchObject({ countActiveContracts: 0, occupation: 0 });
  });

  it('lists every property ordered by id, or the direct children of one', async () => {
    const items = await list();
    expect(items.map((item) => item.id)).toEqual(Object.values(ids).sort((a, b) => a - b));
    const children = await api.get<PropertyListItem[]>(
      `/entities/${entityId}/properties?parentPropertyId=${ids['Apartment 1']}`,
    );
    expect(children.map((item) => item.name)).toEqual(['Bedroom 1', 'Bedroom 2']);
    expect(children[0]).toMatchObject({ contractAmountHierarchy: 400.33, occupation: 100 });
  });

  it('gives the overview the figures, yearly finances and contracts of the property', async () => {
    const overview = await api.get<PropertyOverview>(
      `/entities/${entityId}/properties/${ids.Building}/overview`,
    );
    expect(overview.figures.contractAmountHierarchy).toBe(1250.33);
    expect(overview.finances).toEqual({
      years: [year - 1, year],
      // Last year: the ended contract's rent; this year: two rents of 850 with 200 retained.
      revenues: [500, 1700],
      taxables: [500, 1600],
      nets: [500, 1300],
      expenses: [200.2, 1400.39],
      profits: [299.8, -100.39],
    });
    expect(overview).toMatchObject({ activeContractId: null, numContracts: 0, parent: null, files: [] });

    const apartment = await api.get<PropertyOverview>(
      `/entities/${entityId}/properties/${ids['Apartment 2']}/overview`,
    );
    expect(apartment.numContracts).toBe(1);
    expect(apartment.activeContractId).toEqual(expect.any(Number));
    expect(apartment.parent).toEqual({
      id: ids.Building,
      name: 'Building',
      propertyType: { id: 2, name: 'BUILDING' },
      propertyTypeId: 2,
    });
  });
  it('answers a page of a view, sorted on a figure, with the count of the whole view', async () => {
    const page = (query: string) =>
      api.get<Page<PropertyListItem>>(`/entities/${entityId}/properties?${query}`);
    const second = await page('view=PARENT_PROPERTIES&sort=value&order=desc&pageSize=1&page=2');
    expect(second.total).toBe(2);
    expect(second.items.map((item) => item.name)).toEqual(['Whole house']);
    expect(second.items[0]).toMatchObject({ valueHierarchy: 200_000, contractAmountHierarchy: 1000 });
    const apartments = await page('view=APARTMENTS&sort=expenses&order=asc');
    expect(apartments.items.map((item) => item.name)).toEqual([
      'Flat A',
      'Flat B',
      'Apartment 1',
      'Apartment 2',
    ]);
    // Past the end: an empty page, not an error.
    expect(await page('view=BUILDINGS&page=9')).toEqual({ items: [], total: 1 });
  });

  it('searches names, addresses and tenants, ignoring case and taking wildcards literally', async () => {
    const { db } = server.app.ctx;
    const [maria] = await db
      .insert(tenant)
      .values({ entityId, name: 'Maria Inês Sousa', fiscalNumber: '123456789' })
      .returning({ id: tenant.id });
    const [ended] = await db
      .select({ id: contract.id })
      .from(contract)
      .where(eq(contract.propertyId, ids['Bedroom 2'] as number));
    await db
      .insert(contractTenant)
      .values({ entityId, contractId: ended?.id as number, tenantId: maria?.id as number });
    const names = async (search: string) => {
      const found = await api.get<Page<PropertyListItem>>(
        `/entities/${entityId}/properties?search=${encodeURIComponent(search)}`,
      );
      return found.items.map((item) => item.name);
    };
    expect(await names('BEDROOM')).toEqual(['Bedroom 1', 'Bedroom 2']);
    expect(await names('sousa')).toEqual(['Bedroom 2']);
    expect(await names('456789')).toEqual(['Bedroom 2']);
    expect(await names('%')).toEqual([]);
  });

  it('totals the rows of a view in its own call, with the views worth offering', async () => {
    const answer = await api.get<PropertyListTotals>(
      `/entities/${entityId}/properties/totals?view=PARENT_PROPERTIES`,
    );
    expect(answer.views).toEqual(['PARENT_PROPERTIES', 'HOUSES', 'BUILDINGS', 'APARTMENTS', 'BEDROOMS']);
    expect(answer.totals).toEqual([
      {
        currency: 'Euro',
        value: 750_000,
        contract: 2250.33,
        contractNet: 2050.33,
        expensesYear: 1400.39,
        expenses: 1600.59,
        // 2 250.33 x 12 / (750 000 + 1 600.59), as a percentage to the hundredth.
        profitGross: 3.59,
        profitNet: 3.27,
      },
    ]);
  });

  it('refuses a sort it does not know with a field error', async () => {
    const response = await api.call('GET', `/entities/${entityId}/properties?sort=tenant`);
    expect(response.statusCode).toBe(400);
  });

  it('reads the list in the same queries, whatever the number of properties', async () => {
    const { db } = server.app.ctx;
    const addFlat = () =>
      api.create(`/entities/${entityId}/properties`, {
        baseInfo: { propertyTypeId: 5 },
        parentPropertyId: ids['Flat B'],
      });
    const queriesOfList = async () => {
      const execute = vi.spyOn(db, 'execute');
      const select = vi.spyOn(db, 'select');
      try {
        await list();
        return { execute: execute.mock.calls.length, select: select.mock.calls.length };
      } finally {
        execute.mockRestore();
        select.mockRestore();
      }
    };
    await addFlat();
    const before = await queriesOfList();
    // One to bring the kept figures up to the clock, one to read the rows.
    expect(before.execute).toBe(2);
    for (let n = 0; n < 6; n++) await addFlat();
    expect(await list()).toHaveLength(15);
    await addFlat();
    // The same calls for 9 properties and for 16.
    expect(await queriesOfList()).toEqual(before);
  });
});
