import {
  type ExpenseView,
  type FinanceSummary,
  type FinanceSummaryRow,
  type FinanceSummaryTotals,
  type Page,
  sumMoney,
} from '@arrenda/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, createEntity } from '../../test/api-client';
import { signUp, startTestServer, type TestServer } from '../../test/harness';

/**
 * The period summary a page at a time and its totals call against the product's whole answer, which
 * computes every row of the period at once: the pages together hold the same rows, and the totals
 * are the rows' sums per currency. The portfolio has what makes rows differ: retained tax partly
 * paid, two contracts of one property in the period (its expenses on the latest), a property with
 * expenses and no contract, a contract in dollars, an overdue rent.
 */
let server: TestServer;
let api: Api;
let base: string;
const year = new Date().getUTCFullYear() - 1;
const period = `startDate=${year}-01-15&endDate=${year}-12-15`;

beforeAll(async () => {
  server = await startTestServer();
  api = apiAs(server, (await signUp(server)).headers);
  base = `/entities/${await createEntity(api)}`;
  const tenantId = await api.create(`${base}/tenants`, { name: 'Inês Moura' });
  const property = (name: string, addressId?: number) =>
    api.create(`${base}/properties`, { baseInfo: { propertyTypeId: 3, name, addressId } });
  const contractOn = async (propertyId: number, body: object) => {
    const path = `${base}/properties/${propertyId}/contracts`;
    return `${path}/${await api.create(path, { propertyId, currencyId: 1, frequencyTypeId: 3, frequencyValue: 1, tenantsId: [tenantId], ...body })}`;
  };
  const rent = async (contract: string, month: string, amount: number, paid?: number, tax: object = {}) => {
    const day = `${year}-${month}-08`;
    const rentId = await api.create(`${contract}/rents`, {
      currencyId: 1,
      paymentPeriodDate: day,
      paymentDueDate: day,
      amount,
      ...tax,
    });
    if (paid)
      await api.create(`${contract}/rents/${rentId}/payments`, {
        currencyId: 1,
        paymentDate: day,
        amount: paid,
      });
  };
  const expense = (propertyId: number, amount: number, month: string) =>
    api.create(`${base}/expenses`, {
      currencyId: 1,
      propertyId,
      name: `Obras ${month}`,
      amount,
      date: `${year}-${month}-20`,
      includeInYield: true,
    });

  // The entity's own expenses: two in the period (one on its last day), one the day after it.
  for (const [name, amount, date] of [
    ['Banco', 12.5, `${year}-02-03`],
    ['Contabilista', 150, `${year}-12-31`],
    ['Seguro', 80, `${year + 1}-01-01`],
  ] as const) {
    await api.create(`${base}/expenses`, { currencyId: 1, name, amount, date, includeInYield: false });
  }
  const cities = await api.get<{ id: number; name: string }[]>('/lov/countries/1/cities');
  const augusta = await property(
    'Augusta',
    await api.create(`${base}/addresses`, {
      street: 'Rua Augusta',
      number: '12',
      floor: '2Esq',
      postalCode: '1100-053',
      cityId: cities.find((city) => city.name === 'Lisboa')?.id,
    }),
  );
  const withTax = await contractOn(augusta, {
    amount: 1000,
    taxableAmount: 1000,
    taxRetention: true,
    taxRetentionPercentage: 25,
    startDate: `${year - 1}-01-01`,
    endDate: `${year + 3}-12-31`,
  });
  const retained = { taxableAmount: 1000, retainedAmount: 250 };
  await rent(withTax, '01', 1000, 750, retained);
  await rent(withTax, '02', 1000, 250, retained);
  await rent(withTax, '03', 1000, undefined, retained);
  await expense(augusta, 99.99, '02');

  const baixa = await property('Baixa');
  const before = await contractOn(baixa, {
    amount: 500,
    startDate: `${year - 2}-01-01`,
    endDate: `${year}-03-31`,
  });
  await rent(before, '02', 500, 500);
  const after = await contractOn(baixa, {
    amount: 650,
    extraAmount: 25.5,
    startDate: `${year}-05-01`,
    endDate: `${year + 2}-04-30`,
  });
  await rent(after, '05', 675.5, 100);
  await expense(baixa, 1200, '06');
  await expense(baixa, 30.01, '07');

  const empty = await property('Chiado');
  await expense(empty, 410.1, '09');

  const dollars = await property('Downtown');
  const inDollars = await contractOn(dollars, {
    amount: 2000,
    currencyId: 2,
    startDate: `${year}-06-01`,
    endDate: `${year + 1}-05-31`,
  });
  await api.create(`${inDollars}/rents`, {
    currencyId: 2,
    paymentPeriodDate: `${year}-06-08`,
    paymentDueDate: `${year}-06-08`,
    amount: 2000,
  });
});
afterAll(() => server?.close());

const keyOf = (row: FinanceSummaryRow) => `${row.propertyId}/${row.contractId}`;
const byKey = (rows: FinanceSummaryRow[]) => [...rows].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));

describe('the period summary a page at a time', () => {
  it('holds the rows of the whole answer across its pages, each computed the same', async () => {
    const whole = await api.get<FinanceSummary>(`${base}/financeSummary?${period}`);
    expect(whole.rows).toHaveLength(5);
    const rows: FinanceSummaryRow[] = [];
    for (let page = 1; page <= 3; page++) {
      const found = await api.get<Page<FinanceSummaryRow>>(
        `${base}/financeSummary?${period}&pageSize=2&page=${page}`,
      );
      expect(found.total).toBe(5);
      rows.push(...found.items);
    }
    expect(byKey(rows)).toEqual(byKey(whole.rows));
    // A contract's row shows its property's address, its amounts after tax and its tenants.
    expect(rows[0]).toMatchObject({
      propertyName: 'Augusta',
      addressStreet: 'Rua Augusta',
      addressNumber: '12',
      addressFloor: '2Esq',
      addressPostalCode: '1100-053',
      addressCity: 'Lisboa',
      addressCountry: 'Portugal',
      contractTotalAmount: 1000,
      contractPaymentAmount: 750,
      tenants: [{ name: 'Inês Moura' }],
    });
    // Past the last page: no rows, the count still there.
    expect(
      await api.get<Page<FinanceSummaryRow>>(`${base}/financeSummary?${period}&pageSize=2&page=4`),
    ).toEqual({
      items: [],
      total: 5,
    });
    // By property name, a property's latest contract first, the one showing its expenses.
    expect(rows.map((row) => [row.propertyName, row.propertyExpenseAmountPeriod])).toEqual([
      ['Augusta', 99.99],
      ['Baixa', 1230.01],
      ['Baixa', 0],
      ['Chiado', 410.1],
      ['Downtown', 0],
    ]);
  });

  it('walks the properties backwards, the latest contract of a property still first', async () => {
    const rows: FinanceSummaryRow[] = [];
    for (let page = 1; page <= 3; page++) {
      const found = await api.get<Page<FinanceSummaryRow>>(
        `${base}/financeSummary?${period}&sort=property&order=desc&pageSize=2&page=${page}`,
      );
      expect(found.total).toBe(5);
      rows.push(...found.items);
    }
    expect(rows.map((row) => [row.propertyName, row.propertyExpenseAmountPeriod])).toEqual([
      ['Downtown', 0],
      ['Chiado', 410.1],
      ['Baixa', 1230.01],
      ['Baixa', 0],
      ['Augusta', 99.99],
    ]);
    // The same rows as the order a search takes (every row here has an "a" in its street or name).
    const searched = await api.get<Page<FinanceSummaryRow>>(
      `${base}/financeSummary?${period}&order=desc&search=a&pageSize=10`,
    );
    expect(searched.items.map(keyOf)).toEqual(rows.map(keyOf));
  });

  it('sorts on debt and searches the tenants', async () => {
    const byDebt = await api.get<Page<FinanceSummaryRow>>(
      `${base}/financeSummary?${period}&sort=debt&order=desc&pageSize=1`,
    );
    expect(byDebt.items[0]?.propertyName).toBe('Downtown');
    const found = await api.get<Page<FinanceSummaryRow>>(`${base}/financeSummary?${period}&search=moura`);
    expect(found.total).toBe(4);
  });

  it('answers each entity its own rows, whatever the sort, search or period', async () => {
    // Every read is scoped to the caller's entity (docs/domain.md): another entity asking the same
    // pages gets its rows alone, and the first entity's pages stay as they were.
    const queries = [
      `${period}&page=1`,
      `${period}&sort=property&order=desc&pageSize=1&page=2`,
      `${period}&sort=debt&order=desc`,
      `${period}&sort=end`,
      `${period}&search=a`,
      `startDate=${year - 1}-01-15&endDate=${year - 1}-12-15&page=1`,
    ];
    const pageOf = (client: Api, entity: string, query: string) =>
      client.get<Page<FinanceSummaryRow>>(`${entity}/financeSummary?${query}`);
    const before = await Promise.all(queries.map((query) => pageOf(api, base, query)));

    const other = apiAs(server, (await signUp(server)).headers);
    const otherBase = `/entities/${await createEntity(other, 'Outra')}`;
    const house = await other.create(`${otherBase}/properties`, {
      baseInfo: { propertyTypeId: 3, name: 'Outra Casa' },
    });
    const contract = `${otherBase}/properties/${house}/contracts`;
    const contractPath = `${contract}/${await other.create(contract, {
      propertyId: house,
      currencyId: 1,
      frequencyTypeId: 3,
      frequencyValue: 1,
      tenantsId: [await other.create(`${otherBase}/tenants`, { name: 'Rui Lopes' })],
      amount: 300,
      startDate: `${year}-02-01`,
      endDate: `${year}-12-31`,
    })}`;
    const day = `${year}-03-08`;
    const rentId = await other.create(`${contractPath}/rents`, {
      currencyId: 1,
      paymentPeriodDate: day,
      paymentDueDate: day,
      amount: 300,
    });
    await other.create(`${contractPath}/rents/${rentId}/payments`, {
      currencyId: 1,
      paymentDate: day,
      amount: 120,
    });
    const garage = await other.create(`${otherBase}/properties`, {
      baseInfo: { propertyTypeId: 3, name: 'Outra Garagem' },
    });
    await other.create(`${otherBase}/expenses`, {
      currencyId: 1,
      propertyId: garage,
      name: 'Portão',
      amount: 75,
      date: `${year}-05-20`,
      includeInYield: true,
    });

    const theirs = await Promise.all(queries.map((query) => pageOf(other, otherBase, query)));
    const shown = (page: Page<FinanceSummaryRow>) =>
      page.items.map((row) => [row.propertyName, row.rentsAmountPaidPeriod, row.propertyExpenseAmountPeriod]);
    expect(theirs.map((page) => page.total)).toEqual([2, 2, 2, 2, 2, 0]);
    expect(theirs.map(shown)).toEqual([
      [
        ['Outra Casa', 120, 0],
        ['Outra Garagem', 0, 75],
      ],
      [['Outra Casa', 120, 0]],
      [
        ['Outra Casa', 120, 0],
        ['Outra Garagem', 0, 75],
      ],
      [
        ['Outra Casa', 120, 0],
        ['Outra Garagem', 0, 75],
      ],
      [
        ['Outra Casa', 120, 0],
        ['Outra Garagem', 0, 75],
      ],
      [],
    ]);
    expect(await Promise.all(queries.map((query) => pageOf(api, base, query)))).toEqual(before);
  });

  it('totals every row of the period per currency, as the rows add up', async () => {
    const whole = await api.get<FinanceSummary>(`${base}/financeSummary?${period}`);
    const answer = await api.get<FinanceSummaryTotals>(`${base}/financeSummary/totals?${period}`);
    const currencies = [...new Set(whole.rows.map((row) => row.currency ?? 'Euro'))].sort();
    expect(answer.totals).toEqual(
      currencies.map((currency) => {
        const group = whole.rows.filter((row) => (row.currency ?? 'Euro') === currency);
        const sum = (pick: (row: FinanceSummaryRow) => number | null) => sumMoney(group.map(pick));
        return {
          currency,
          contractTotal: sum((row) => row.contractTotalAmount),
          contractPayment: sum((row) => row.contractPaymentAmount),
          toPay: sum((row) => row.rentsAmountToPayPeriod),
          paid: sum((row) => row.rentsAmountPaidPeriod),
          toRetain: sum((row) => row.rentsAmountToRetainPeriod),
          retained: sum((row) => row.rentsAmountRetainedPeriod),
          expenses: sum((row) => row.propertyExpenseAmountPeriod),
          debt: sum((row) => row.contractDebt),
        };
      }),
    );
    // The entity's own expenses: their total per currency here, the expenses a page at a time from the
    // expense list with the period's first and last days, the same as the whole answer's.
    const own = [...new Set(whole.entityExpenses.map((expense) => expense.currency.name))].sort();
    expect(answer.entityExpenses).toEqual(
      own.map((currency) => {
        const spent = whole.entityExpenses.filter((expense) => expense.currency.name === currency);
        return { currency, amount: sumMoney(spent.map((expense) => expense.amount)), count: spent.length };
      }),
    );
    expect(answer.entityExpenses.length).toBeGreaterThan(0);
    const [first, last] = [whole.startDate.slice(0, 7), whole.endDate.slice(0, 7)];
    const lastDay = new Date(Date.UTC(Number(last.slice(0, 4)), Number(last.slice(5, 7)), 0))
      .toISOString()
      .slice(0, 10);
    const listed = await api.get<Page<ExpenseView>>(
      `${base}/expenses?global=true&startDate=${first}-01&endDate=${lastDay}&pageSize=100`,
    );
    expect(listed.items).toEqual(whole.entityExpenses);
    expect(listed.total).toBe(whole.entityExpenses.length);
    // 250 retained on January's rent paid in full (750 net), 83.33 on February's third.
    expect(answer.totals.find((line) => line.currency === 'Euro')?.retained).toBe(333.33);
  });

  it('counts the rows without contract anew after each contract and expense write, kept between them', async () => {
    const entity = `/entities/${await createEntity(api, 'Contagem')}`;
    const tenantId = await api.create(`${entity}/tenants`, { name: 'Rui Sá' });
    const flat = await api.create(`${entity}/properties`, {
      baseInfo: { propertyTypeId: 3, name: 'Estrela' },
    });
    const expenses = `${entity}/expenses`;
    const expenseBody = (date: string) => ({
      currencyId: 1,
      propertyId: flat,
      name: 'Condomínio',
      amount: 45,
      date,
      includeInYield: true,
    });
    const contracts = `${entity}/properties/${flat}/contracts`;
    const contractBody = (startDate: string, endDate: string) => ({
      propertyId: flat,
      currencyId: 1,
      frequencyTypeId: 3,
      frequencyValue: 1,
      tenantsId: [tenantId],
      amount: 800,
      startDate,
      endDate,
    });
    // The page's count (read twice: made, then kept) against the whole answer's rows.
    const expectRows = async (count: number) => {
      for (let read = 0; read < 2; read++) {
        const page = await api.get<Page<FinanceSummaryRow>>(`${entity}/financeSummary?${period}&pageSize=1`);
        expect(page.total).toBe(count);
      }
      expect((await api.get<FinanceSummary>(`${entity}/financeSummary?${period}`)).rows).toHaveLength(count);
    };
    const ok = async (method: 'PUT' | 'DELETE', url: string, body?: object) => {
      const response = await api.call(method, url, body);
      expect(response.statusCode, response.body).toBeLessThan(300);
    };

    await expectRows(0);
    const expense = await api.create(expenses, expenseBody(`${year}-04-10`));
    await expectRows(1);
    await ok('PUT', `${expenses}/${expense}`, expenseBody(`${year + 1}-04-10`));
    await expectRows(0);
    await ok('PUT', `${expenses}/${expense}`, expenseBody(`${year}-06-10`));
    await expectRows(1);
    // A contract of the period takes the property's row; re-dated out of the period, it gives it back.
    const contract = await api.create(contracts, contractBody(`${year}-01-01`, `${year}-12-31`));
    await expectRows(1);
    await ok('PUT', `${contracts}/${contract}`, contractBody(`${year - 3}-01-01`, `${year - 2}-12-31`));
    await expectRows(1);
    expect(
      (await api.get<Page<FinanceSummaryRow>>(`${entity}/financeSummary?${period}&pageSize=1`)).items[0]
        ?.contractId,
    ).toBeNull();
    await ok('PUT', `${contracts}/${contract}`, contractBody(`${year}-03-01`, `${year + 1}-02-28`));
    await expectRows(1);
    await ok('DELETE', `${contracts}/${contract}`);
    await expectRows(1);
    await ok('DELETE', `${expenses}/${expense}`);
    await expectRows(0);
  });
});
