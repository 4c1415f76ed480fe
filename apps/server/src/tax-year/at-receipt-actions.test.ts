import { type EntityFinanceOverview, todayInPortugal } from '@arrenda/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, monthlyContract } from '../../test/api-client';
import { signUp, startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let api: Api;

beforeAll(async () => {
  server = await startTestServer();
  api = apiAs(server, (await signUp(server)).headers);
});
afterAll(() => server?.close());

/** An entity of `countryId` with a contract whose rent of this month was paid today; its paths. */
async function paidToday(countryId: number) {
  const entityId = await api.create('/entities', { name: 'Casa', entityTypeId: 1, countryId });
  const base = `/entities/${entityId}`;
  const propertyId = await api.create(`${base}/properties`, { baseInfo: { propertyTypeId: 3, name: 'T1' } });
  const tenantId = await api.create(`${base}/tenants`, { name: 'Ana Silva' });
  const today = todayInPortugal();
  const contractId = await api.create(
    `${base}/properties/${propertyId}/contracts`,
    monthlyContract(propertyId, tenantId, {
      amount: 700,
      startDate: `${today.slice(0, 7)}-01`,
      endDate: '2099-12-31',
    }),
  );
  const rents = `${base}/properties/${propertyId}/contracts/${contractId}/rents`;
  const rentId = await api.create(rents, {
    currencyId: 1,
    paymentPeriodDate: today,
    paymentDueDate: today,
    amount: 700,
  });
  const paymentId = await api.create(`${rents}/${rentId}/payments`, {
    currencyId: 1,
    paymentDate: today,
    amount: 700,
  });
  const actions = async () => {
    const overview = await api.get<EntityFinanceOverview>(`${base}/overview`);
    return overview.contracts.flatMap((item) => item.actions.map((action) => action.code));
  };
  return { base, entityId, paymentId, today, actions };
}

describe('the overview’s missing e-receipts', () => {
  it('flags a payment of a Portuguese landlord without its number, on its day, until the number is recorded', async () => {
    const { base, paymentId, today, actions } = await paidToday(1);
    const overview = await api.get<EntityFinanceOverview>(`${base}/overview`);
    expect(overview.contracts[0]?.actions).toContainEqual({ code: 'AT_RECEIPT_MISSING', date: today });
    expect((await api.call('PUT', `${base}/atReceipts/${paymentId}`, { number: '3' })).statusCode).toBe(204);
    expect(await actions()).not.toContain('AT_RECEIPT_MISSING');
    expect((await api.call('DELETE', `${base}/atReceipts/${paymentId}`)).statusCode).toBe(204);
    expect(await actions()).toContain('AT_RECEIPT_MISSING');
  });

  it('flags nothing for a landlord exempt from e-receipts, nor outside Portugal', async () => {
    const { base, actions } = await paidToday(1);
    expect(await actions()).toContain('AT_RECEIPT_MISSING');
    const edited = await api.call('PUT', base, {
      name: 'Casa',
      entityTypeId: 1,
      countryId: 1,
      atReceiptsExempt: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await actions()).not.toContain('AT_RECEIPT_MISSING');
    const french = await paidToday(3);
    expect(await french.actions()).not.toContain('AT_RECEIPT_MISSING');
  });
});
