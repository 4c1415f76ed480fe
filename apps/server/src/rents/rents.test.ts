import { type ContractView, dayStart, type RentView, todayInPortugal } from '@arrenda/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, createEntity } from '../../test/api-client';
import { contractPayload } from '../../test/authorization';
import { signUp, startTestServer, type TestServer } from '../../test/harness';
import { contractRents } from '../finance/queries';

let server: TestServer;
let api: Api;
let entityId: number;
let flat: number;
let contractId: number;

const contractUrl = () => `/entities/${entityId}/properties/${flat}/contracts/${contractId}`;
const rentsUrl = () => `${contractUrl()}/rents`;

beforeAll(async () => {
  server = await startTestServer();
  api = apiAs(server, (await signUp(server)).headers);
  entityId = await createEntity(api);
  flat = await api.create(`/entities/${entityId}/properties`, {
    baseInfo: { propertyTypeId: 3, name: 'T1' },
  });
  const tenant = await api.create(`/entities/${entityId}/tenants`, { name: 'Ana' });
  contractId = await api.create(`/entities/${entityId}/properties/${flat}/contracts`, {
    ...contractPayload(flat, tenant, 2025),
    endDate: '2099-12-31',
  });
});
afterAll(() => server.close());

const rent = (period: string, due: string, amount: number, retainedAmount: number | null = null) => ({
  currencyId: 1,
  paymentPeriodDate: period,
  paymentDueDate: due,
  amount,
  retainedAmount,
  taxableAmount: amount,
});
const pay = (rentId: number, amount: number, paymentDate = '2025-02-01') =>
  api.create(`${rentsUrl()}/${rentId}/payments`, { currencyId: 1, paymentDate, amount });

/** A contract of its own, on a new flat with a new tenant: what other tests add elsewhere leaves it as it is. */
async function ownContract(tenantName: string) {
  const otherFlat = await api.create(`/entities/${entityId}/properties`, {
    baseInfo: { propertyTypeId: 3 },
  });
  const tenant = await api.create(`/entities/${entityId}/tenants`, { name: tenantName });
  const url = `/entities/${entityId}/properties/${otherFlat}/contracts`;
  const id = await api.create(url, { ...contractPayload(otherFlat, tenant, 2025), endDate: '2099-12-31' });
  return { id, url: `${url}/${id}` };
}

describe('rents and payments', () => {
  it('stores the period on the 15th at noon and sums the payments to the cent', async () => {
    const id = await api.create(rentsUrl(), rent('2025-01-03', '2025-01-31', 1000, 250.1));
    await pay(id, 300.1, '2025-02-03');
    await pay(id, 0.2, '2025-02-01');
    const view = await api.get<RentView>(`${rentsUrl()}/${id}`);
    expect(view).toMatchObject({
      paymentPeriodDate: '2025-01-15T12:00:00.000Z',
      paymentDueDate: '2025-01-31T12:00:00.000Z',
      amount: 1000,
      retainedAmount: 250.1,
      amountPaid: 300.3,
      amountToPay: 449.6,
      paid: false,
      paymentDate: '2025-02-03T12:00:00.000Z',
      currency: 'Euro',
    });
    // Payments oldest first.
    expect(view.payments.map((payment) => payment.amount)).toEqual([0.2, 300.1]);
  });

  it('counts only rents already due in the contract debt, and a paid rent as paid', async () => {
    const before = (await api.get<ContractView>(contractUrl())).debt;
    const due = await api.create(rentsUrl(), rent('2025-02-15', '2025-02-28', 500));
    await api.create(rentsUrl(), rent('2099-01-15', '2099-01-31', 500));
    expect((await api.get<ContractView>(contractUrl())).debt).toBe(before + 500);

    await pay(due, 500);
    const paid = await api.get<RentView>(`${rentsUrl()}/${due}`);
    expect(paid).toMatchObject({ amountToPay: 0, paid: true, amountPaid: 500 });
    expect((await api.get<ContractView>(contractUrl())).debt).toBe(before);
  });

  it('counts a rent as overdue (debt, the pay action) once its due day is over in Lisbon', async () => {
    const other = await ownContract('Rui');
    const today = todayInPortugal();
    const dueToday = await api.create(`${other.url}/rents`, rent(today, today, 300));
    // Due today: not yet debt, nor the overview's rent to pay.
    expect((await api.get<ContractView>(other.url)).debt).toBe(0);
    const rentsOn = async (day: string) =>
      (await contractRents(server.app.ctx.db, entityId, day)).get(other.id)?.oldestUnpaidDue?.id;
    expect(await rentsOn(today)).toBeUndefined();
    const tomorrow = new Date(dayStart(today).getTime() + 86_400_000).toISOString().slice(0, 10);
    expect(await rentsOn(tomorrow)).toBe(dueToday);
  });

  it('deletes a payment, then the rent with its payments', async () => {
    const id = await api.create(rentsUrl(), rent('2025-03-15', '2025-03-31', 400));
    const paymentId = await pay(id, 400);
    expect((await api.get<RentView>(`${rentsUrl()}/${id}`)).paid).toBe(true);
    expect((await api.call('DELETE', `${rentsUrl()}/${id}/payments/${paymentId}`)).statusCode).toBe(204);
    expect(await api.get<RentView>(`${rentsUrl()}/${id}`)).toMatchObject({ paid: false, payments: [] });
    await pay(id, 100);
    expect((await api.call('DELETE', `${rentsUrl()}/${id}`)).statusCode).toBe(204);
    expect((await api.call('GET', `${rentsUrl()}/${id}`)).statusCode).toBe(404);
  });

  it('lists the newest period first and updates a rent', async () => {
    const ownRents = `${(await ownContract('Marta')).url}/rents`;
    const january = await api.create(ownRents, rent('2025-01-15', '2025-01-31', 1000, 250.1));
    await api.create(ownRents, rent('2025-03-15', '2025-03-31', 1000));
    await api.create(ownRents, rent('2025-02-15', '2025-02-28', 1000));
    await api.create(`${ownRents}/${january}/payments`, {
      currencyId: 1,
      paymentDate: '2025-02-03',
      amount: 300.3,
    });

    const list = await api.get<RentView[]>(ownRents);
    expect(list.map((item) => item.paymentPeriodDate.slice(0, 7))).toEqual(['2025-03', '2025-02', '2025-01']);
    const updated = await api.call(
      'PUT',
      `${ownRents}/${january}`,
      rent('2025-01-20', '2025-02-05', 1000, null),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    // 1000 due with no tax retained any more, 300.30 paid: 699.70 left to pay.
    expect(updated.json<RentView>()).toMatchObject({ retainedAmount: null, amountToPay: 699.7 });
  });

  it('answers the documented messages, and 404 outside the contract', async () => {
    const refused = await api.call('POST', rentsUrl(), { amount: -1, paymentDueDate: '', currencyId: null });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      fieldErrors: {
        amount: 'Must be a positive number',
        paymentDueDate: 'Payment Due Date is required',
        paymentPeriodDate: 'Payment Period is required',
        currencyId: 'Currency is required',
      },
    });
    const payment = await api.call('POST', `${rentsUrl()}/999999/payments`, {
      currencyId: 1,
      paymentDate: '2025-01-01',
      amount: 1,
    });
    expect(payment.statusCode).toBe(404);
    const otherFlat = await api.create(`/entities/${entityId}/properties`, {
      baseInfo: { propertyTypeId: 3 },
    });
    const wrongPath = `/entities/${entityId}/properties/${otherFlat}/contracts/${contractId}/rents`;
    expect((await api.call('GET', wrongPath)).statusCode).toBe(404);
  });
});
