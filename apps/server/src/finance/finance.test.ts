import type { EntityFinanceOverview, FinanceSummary } from '@arrenda/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Api, apiAs, createEntity } from '../../test/api-client';
import { signUp, startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let api: Api;

/**
 * The day the server's figures take as today: those of "this year" (the tax retained) hold the
 * same in any year the suite runs. Set once the account is made (its activation link is checked
 * against the database's clock); the clock then moves on as real time does.
 */
const TODAY = new Date('2026-11-20T12:00:00Z');
const YEAR = TODAY.getUTCFullYear();

beforeAll(async () => {
  server = await startTestServer();
  api = apiAs(server, (await signUp(server)).headers);
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(TODAY);
});
afterAll(async () => {
  await server.close();
  vi.useRealTimers();
});

const contract = (propertyId: number, tenantId: number, fields: Record<string, unknown>) => ({
  propertyId,
  currencyId: 1,
  frequencyTypeId: 3,
  frequencyValue: 1,
  tenantsId: [tenantId],
  ...fields,
});

/**
 * The hand-computed fixture, all in the past: a building (two contracts one after the other, no
 * retention), an apartment (25 % retention), a garage with an expense and no contract; rents of
 * December 2025 and January 2026 paid, partly paid and unpaid; property and entity expenses
 * inside and outside the period December 2025 - January 2026.
 */
async function fixture() {
  const entityId = await createEntity(api);
  const base = `/entities/${entityId}`;
  const addressId = await api.create(`${base}/addresses`, { street: 'Rua Augusta', number: '12', cityId: 1 });
  const building = await api.create(`${base}/properties`, {
    baseInfo: { propertyTypeId: 2, name: 'Prédio', addressId },
  });
  const flat = await api.create(`${base}/properties`, { baseInfo: { propertyTypeId: 3, name: 'T1' } });
  const garage = await api.create(`${base}/properties`, { baseInfo: { propertyTypeId: 5, name: 'Garagem' } });
  const ana = await api.create(`${base}/tenants`, { name: 'Ana Silva' });
  const rui = await api.create(`${base}/tenants`, { name: 'Rui Costa' });
  const contracts = (propertyId: number) => `${base}/properties/${propertyId}/contracts`;
  const first = await api.create(
    contracts(building),
    contract(building, ana, { amount: 800, startDate: '2025-06-01', endDate: '2026-05-31' }),
  );
  const second = await api.create(
    contracts(building),
    contract(building, ana, { amount: 850, startDate: '2026-06-01', endDate: '2026-10-31' }),
  );
  const retained = await api.create(
    contracts(flat),
    contract(flat, rui, {
      amount: 1000,
      taxableAmount: 1000,
      taxRetention: true,
      taxRetentionPercentage: 25,
      startDate: '2025-01-01',
      endDate: '2026-03-31',
    }),
  );
  const rents = (propertyId: number, contractId: number) => `${contracts(propertyId)}/${contractId}/rents`;
  const addRent = (
    propertyId: number,
    contractId: number,
    month: string,
    amount: number,
    retainedAmount = 0,
  ) =>
    api.create(rents(propertyId, contractId), {
      currencyId: 1,
      paymentPeriodDate: `${month}-15`,
      paymentDueDate: `${month}-28`,
      amount,
      retainedAmount,
    });
  const pay = (
    propertyId: number,
    contractId: number,
    rentId: number,
    amount: number,
    description?: string,
  ) =>
    api.create(`${rents(propertyId, contractId)}/${rentId}/payments`, {
      currencyId: 1,
      paymentDate: '2026-02-01',
      amount,
      description,
    });
  const firstDec = await addRent(building, first, '2025-12', 800);
  await pay(building, first, firstDec, 800);
  const firstJan = await addRent(building, first, '2026-01', 800);
  await pay(building, first, firstJan, 300, 'Paga o resto em março');
  const flatDec = await addRent(flat, retained, '2025-12', 1000, 250);
  await pay(flat, retained, flatDec, 750);
  const flatJan = await addRent(flat, retained, '2026-01', 1000, 250);

  const expense = (propertyId: number | null, date: string, name: string, amount: number) =>
    api.create(`${base}/expenses`, { propertyId, currencyId: 1, date, name, amount });
  await expense(building, '2025-12-20', 'Obras', 1200.1);
  await expense(building, '2026-01-05', 'IMI', 300.05);
  await expense(building, '2025-11-30', 'Antes', 10);
  await expense(flat, '2026-03-01', 'Seguro', 50);
  await expense(garage, '2026-01-10', 'Limpeza', 25.5);
  await expense(null, '2025-12-31', 'Contabilista', 99.99);
  await expense(null, '2026-02-01', 'Banco', 5);
  return { base, building, flat, garage, first, second, retained, firstJan, flatJan, ana, rui };
}

describe('finance summary', () => {
  it('sums the rents, payments, retained tax and expenses of a period across a year change', async () => {
    const f = await fixture();
    const summary = await api.get<FinanceSummary>(
      `${f.base}/financeSummary?startDate=2025-12-15&endDate=2026-01-15`,
    );
    expect(summary.rows.map((row) => [row.propertyName, row.contractId])).toEqual([
      ['Prédio', f.first],
      ['T1', f.retained],
      ['Garagem', null],
    ]);
    const [building, flat, garage] = summary.rows;
    expect(building).toMatchObject({
      propertyId: f.building,
      addressStreet: 'Rua Augusta',
      addressNumber: '12',
      contractTotalAmount: 800,
      contractPaymentAmount: 800,
      contractEndDate: '2026-05-31',
      lastRentDueDate: '2026-01-28',
      rentIdMissingPayment: f.firstJan,
      rentsAmountToPayPeriod: 1600,
      rentsAmountPaidPeriod: 1100,
      rentsAmountToRetainPeriod: 0,
      rentsAmountRetainedPeriod: 0,
      propertyExpenseAmountPeriod: 1500.15,
      propertyExpenseNames: ['Obras', 'IMI'],
      rentsDescriptionPeriod: [
        { period: '2025-12', state: 'PAID' },
        { period: '2026-01', state: 'PARTIAL' },
      ],
      contractDebt: 500,
      tenants: [{ id: f.ana, name: 'Ana Silva' }],
    });
    expect(flat).toMatchObject({
      contractTotalAmount: 1000,
      contractPaymentAmount: 750,
      rentIdMissingPayment: f.flatJan,
      rentsAmountToPayPeriod: 1500,
      rentsAmountPaidPeriod: 750,
      rentsAmountToRetainPeriod: 500,
      rentsAmountRetainedPeriod: 250,
      propertyExpenseAmountPeriod: 0,
      propertyExpenseNames: [],
      rentsDescriptionPeriod: [
        { period: '2025-12', state: 'PAID' },
        { period: '2026-01', state: 'UNPAID' },
      ],
      contractDebt: 750,
    });
    expect(garage).toMatchObject({
      propertyId: f.garage,
      contractTotalAmount: null,
      propertyExpenseAmountPeriod: 25.5,
      propertyExpenseNames: ['Limpeza'],
      rentsDescriptionPeriod: [],
      contractDebt: 0,
    });
    expect(summary.entityExpenses.map((expense) => [expense.name, expense.amount])).toEqual([
      ['Contabilista', 99.99],
    ]);
  });

  it('shows a month without rent as missing, and refuses a period ending before it starts', async () => {
    const f = await fixture();
    const march = await api.get<FinanceSummary>(
      `${f.base}/financeSummary?startDate=2026-02-15&endDate=2026-03-15`,
    );
    const flat = march.rows.find((row) => row.contractId === f.retained);
    expect(flat?.rentsDescriptionPeriod).toEqual([
      { period: '2026-02', state: 'MISSING' },
      { period: '2026-03', state: 'MISSING' },
    ]);
    expect(flat?.rentsAmountToPayPeriod).toBe(0);
    expect(march.entityExpenses.map((expense) => expense.name)).toEqual(['Banco']);

    const reversed = await api.call(
      'GET',
      `${f.base}/financeSummary?startDate=2026-03-15&endDate=2026-01-15`,
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fieldErrors).toEqual({
      endDate: 'Error: "From" date (03/2026) cannot be after "To" date (01/2026)',
    });
  });
});

describe('entity overview', () => {
  it('lists the contracts owing rent or needing an action, with debt, missing rents and the pay action', async () => {
    const f = await fixture();
    const overview = await api.get<EntityFinanceOverview>(`${f.base}/overview`);
    const byId = new Map(overview.contracts.map((item) => [item.contractId, item]));
    expect(byId.get(f.first)).toMatchObject({
      debt: 500,
      missingRents: 10,
      rentIdToPay: f.firstJan,
      notes: 'Paga o resto em março',
      lastRent: {
        id: f.firstJan,
        paymentPeriodDate: '2026-01-15',
        amount: 800,
        amountToPay: 500,
        paid: false,
      },
      // A later contract on the building: the first one's end needs nothing.
      actions: [
        { code: 'RENT_MISSING', date: '2025-06-15' },
        { code: 'RENT_OVERDUE', date: '2026-01-28' },
      ],
    });
    expect(byId.get(f.second)).toMatchObject({
      debt: 0,
      missingRents: 5,
      rentIdToPay: null,
      lastRent: null,
      actions: [
        { code: 'RENT_MISSING', date: '2026-06-15' },
        { code: 'CONTRACT_ENDED', date: '2026-10-31' },
      ],
    });
    expect(byId.get(f.retained)).toMatchObject({
      address: null,
      debt: 750,
      missingRents: 13,
      actions: [
        { code: 'RENT_MISSING', date: '2025-01-15' },
        { code: 'RENT_OVERDUE', date: '2026-01-28' },
        { code: 'CONTRACT_ENDED', date: '2026-03-31' },
      ],
    });
    expect(overview.totals).toEqual({
      debt: 1250,
      // The January rent's 250 of tax, paid on 1 February 2026: this year's.
      retainedAmountYear: 250,
      missingRents: 28,
      actionsRequired: 3,
      currentContracts: 0,
    });
    // Oldest reason first.
    expect(overview.contracts.map((item) => item.contractId)).toEqual([f.retained, f.first, f.second]);
  });

  it("counts as retained this year the tax withheld on this year's payments, not that of rents due", async () => {
    const year = YEAR;
    const entityId = await createEntity(api);
    const base = `/entities/${entityId}`;
    const tenant = await api.create(`${base}/tenants`, { name: 'Empresa Lda.' });
    const propertyId = await api.create(`${base}/properties`, { baseInfo: { propertyTypeId: 3 } });
    const contractsUrl = `${base}/properties/${propertyId}/contracts`;
    const contractId = await api.create(
      contractsUrl,
      contract(propertyId, tenant, {
        amount: 1000,
        startDate: `${year - 1}-12-01`,
        endDate: `${year}-12-31`,
      }),
    );
    const rentsUrl = `${contractsUrl}/${contractId}/rents`;
    /** A rent of 1,000 with 250 retained at source: the tenant pays 750. */
    const rent = (month: string) =>
      api.create(rentsUrl, {
        currencyId: 1,
        paymentPeriodDate: `${month}-15`,
        paymentDueDate: `${month}-20`,
        amount: 1000,
        retainedAmount: 250,
      });
    const pay = (rentId: number, paymentDate: string, amount: number) =>
      api.create(`${rentsUrl}/${rentId}/payments`, { currencyId: 1, paymentDate, amount });

    // Last December's rent: 450 paid then (150 of its tax), the other 300 this January (the other 100).
    const december = await rent(`${year - 1}-12`);
    await pay(december, `${year - 1}-12-20`, 450);
    await pay(december, `${year}-01-05`, 300);
    // February: 300 of 750 paid, so 100 of the 250 withheld. March: nothing paid, nothing withheld.
    await pay(await rent(`${year}-02`), `${year}-02-10`, 300);
    await rent(`${year}-03`);

    const overview = await api.get<EntityFinanceOverview>(`${base}/overview`);
    expect(overview.contracts.find((item) => item.contractId === contractId)?.retainedAmountYear).toBe(200);
    expect(overview.totals.retainedAmountYear).toBe(200);

    // The period summary says the same of February: 250 to retain, 100 retained so far.
    const february = await api.get<FinanceSummary>(
      `${base}/financeSummary?startDate=${year}-02-01&endDate=${year}-02-28`,
    );
    expect(february.rows.find((row) => row.contractId === contractId)).toMatchObject({
      rentsAmountToRetainPeriod: 250,
      rentsAmountRetainedPeriod: 100,
    });
  });

  it('tells about a contract ending soon and renegotiation periods, from today', async () => {
    const entityId = await createEntity(api);
    const base = `/entities/${entityId}`;
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const tenant = await api.create(`${base}/tenants`, { name: 'Marta' });
    /** A contract that started 5 days ago, on a property of its own. */
    const add = async (fields: Record<string, unknown>) => {
      const propertyId = await api.create(`${base}/properties`, { baseInfo: { propertyTypeId: 3 } });
      return api.create(
        `${base}/properties/${propertyId}/contracts`,
        contract(propertyId, tenant, { amount: 500, startDate: day(-5), endDate: day(400), ...fields }),
      );
    };
    const endingId = await add({ endDate: day(30) });
    const openId = await add({ startDateRenegotiationPeriod: day(-1), endDateRenegotiationPeriod: day(10) });
    const soonId = await add({ startDateRenegotiationPeriod: day(20), endDateRenegotiationPeriod: day(40) });
    const quietId = await add({});
    const overview = await api.get<EntityFinanceOverview>(`${base}/overview`);
    const codes = (id: number) =>
      overview.contracts.find((item) => item.contractId === id)?.actions.map((action) => action.code);
    // No rent was added, so this month's rent is missing on every one.
    expect(codes(endingId)).toEqual(['RENT_MISSING', 'CONTRACT_ENDING']);
    expect(codes(openId)).toEqual(['RENT_MISSING', 'RENEGOTIATION_OPEN']);
    expect(codes(soonId)).toEqual(['RENT_MISSING', 'RENEGOTIATION_SOON']);
    expect(codes(quietId)).toEqual(['RENT_MISSING']);
    expect(overview.totals.currentContracts).toBe(4);
  });
});
