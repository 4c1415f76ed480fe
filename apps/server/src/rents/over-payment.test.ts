import type { RentView } from '@arrenda/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, createEntity } from '../../test/api-client';
import { contractPayload } from '../../test/authorization';
import { signUp, startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let api: Api;
let rentsUrl: string;
let authorization: string;

beforeAll(async () => {
  server = await startTestServer();
  const owner = await signUp(server);
  authorization = owner.headers.authorization;
  api = apiAs(server, owner.headers);
  const entityId = await createEntity(api);
  const flat = await api.create(`/entities/${entityId}/properties`, { baseInfo: { propertyTypeId: 3 } });
  const tenant = await api.create(`/entities/${entityId}/tenants`, { name: 'Ana' });
  const contractId = await api.create(`/entities/${entityId}/properties/${flat}/contracts`, {
    ...contractPayload(flat, tenant, 2025),
    endDate: '2099-12-31',
  });
  rentsUrl = `/entities/${entityId}/properties/${flat}/contracts/${contractId}/rents`;
});
afterAll(() => server.close());

/** A rent of `amount` with `retainedAmount` of tax retained at source. */
const addRent = (month: string, amount: number, retainedAmount: number | null = null) =>
  api.create(rentsUrl, {
    currencyId: 1,
    paymentPeriodDate: `${month}-15`,
    paymentDueDate: `${month}-28`,
    amount,
    retainedAmount,
    taxableAmount: amount,
  });

const pay = (rentId: number, amount: number, language = 'en') =>
  server.app.inject({
    method: 'POST',
    url: `/api${rentsUrl}/${rentId}/payments`,
    headers: { authorization, 'accept-language': language },
    payload: { currencyId: 1, paymentDate: '2025-02-01', amount },
  });

const rentOf = (rentId: number) => api.get<RentView>(`${rentsUrl}/${rentId}`);

describe('a payment above what is left to pay', () => {
  it('is refused under amount, naming what is left (after the retained tax), and nothing is stored', async () => {
    const rentId = await addRent('2025-01', 1000, 250);
    expect((await pay(rentId, 400)).statusCode).toBe(201);

    const refused = await pay(rentId, 350.01);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'The request is not valid. Please check the fields.',
      fieldErrors: { amount: 'The amount cannot exceed what is left to pay (€350.00)' },
    });
    const inPortuguese = await pay(rentId, 1000, 'pt');
    expect(inPortuguese.json().fieldErrors).toEqual({
      amount: 'O valor não pode ser superior ao que falta pagar (350,00\u00a0€)',
    });
    expect(await rentOf(rentId)).toMatchObject({ amountPaid: 400, amountToPay: 350 });
    expect((await rentOf(rentId)).payments).toHaveLength(1);

    // Exactly what is left is taken; then the rent is paid and takes nothing more.
    expect((await pay(rentId, 350)).statusCode).toBe(201);
    const paid = await pay(rentId, 0.01, 'pt');
    expect(paid.statusCode).toBe(400);
    expect(paid.json().fieldErrors).toEqual({
      amount: 'O valor não pode ser superior ao que falta pagar (0,00\u00a0€)',
    });
    expect(await rentOf(rentId)).toMatchObject({ amountPaid: 750, amountToPay: 0, paid: true });
  });

  it('formats thousands as the app shows amounts', async () => {
    const rentId = await addRent('2025-02', 1234.56);
    const refused = await pay(rentId, 2000, 'pt');
    expect(refused.json().fieldErrors).toEqual({
      amount: 'O valor não pode ser superior ao que falta pagar (1.234,56\u00a0€)',
    });
    expect((await pay(rentId, 2000)).json().fieldErrors).toEqual({
      amount: 'The amount cannot exceed what is left to pay (€1,234.56)',
    });
  });

  it('takes, of 20 concurrent payments, exactly those that fit: the rent is never paid over', async () => {
    const rentId = await addRent('2025-03', 1000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(rentId, 75)));
    const statuses = answers.map((answer) => answer.statusCode);
    // 13 x 75 = 975; a 14th would make 1,050.
    expect(statuses.filter((status) => status === 201)).toHaveLength(13);
    expect(statuses.filter((status) => status === 400)).toHaveLength(7);
    for (const answer of answers.filter((item) => item.statusCode === 400)) {
      expect(answer.json().fieldErrors).toEqual({
        amount: 'The amount cannot exceed what is left to pay (€25.00)',
      });
    }
    expect(await rentOf(rentId)).toMatchObject({ amountPaid: 975, amountToPay: 25 });
    expect((await rentOf(rentId)).payments).toHaveLength(13);
  });

  it('counts a deleted payment as left to pay again', async () => {
    const rentId = await addRent('2025-04', 500);
    const first = (await pay(rentId, 500)).json<{ id: number }>().id;
    expect((await pay(rentId, 100)).statusCode).toBe(400);
    expect((await api.call('DELETE', `${rentsUrl}/${rentId}/payments/${first}`)).statusCode).toBe(204);
    expect((await pay(rentId, 500)).statusCode).toBe(201);
  });
});
