import { ACCESS_TYPE, type PortalContract, type PortalRent } from '@arrenda/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { signUp, startTestServer, type TestServer } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import {
  acceptLink,
  addRent,
  invite,
  linkedTenant,
  type PortalSetup,
  portalSetup,
} from '../../test/portal-fixture';

let server: TestServer;
let setup: PortalSetup;
let ana: Awaited<ReturnType<typeof linkedTenant>>;

beforeAll(async () => {
  server = await startTestServer();
  setup = await portalSetup(server);
  ana = await linkedTenant(server, setup, setup.ana);
});
afterAll(() => server.close());

const notFound = { message: 'Contract not found.' };

describe('what a tenant sees', () => {
  it("lists the contracts of the account's tenants only, current first, as the landlord reads them", async () => {
    const january = await addRent(setup.api, setup.anaRents, '2026-01');
    await addRent(setup.api, setup.anaRents, '2099-01');
    await setup.api.create(`${setup.anaRents}/${january}/payments`, {
      currencyId: 1,
      paymentDate: '2026-01-20',
      amount: 500,
    });
    const contracts = await ana.api.get<PortalContract[]>('/portal/contracts');
    expect(contracts.map((contract) => contract.id)).toEqual([setup.anaContract, setup.anaOld]);
    expect(contracts[0]).toEqual({
      id: setup.anaContract,
      entityId: setup.entityId,
      landlordName: 'Imóveis Silva, Lda.',
      propertyId: setup.flatA,
      propertyName: 'T1 Esquerdo',
      propertyType: { id: 3, name: expect.any(String) },
      address: expect.objectContaining({ street: 'Rua Augusta', number: '12', postalCode: '1100-053' }),
      tenants: [{ id: setup.ana, name: 'Ana Silva' }],
      startDate: '2025-01-01T10:00:00.000Z',
      endDate: '2099-12-31T16:00:00.000Z',
      currency: 'Euro',
      totalAmount: 750,
      // January's 250 is due; the 2099 rent is not yet.
      debt: 250,
      pendingConfirmations: 0,
    });
    const landlordView = await setup.api.get<{ debt: number }>(
      `${setup.base}/properties/${setup.flatA}/contracts/${setup.anaContract}`,
    );
    expect(landlordView.debt).toBe(contracts[0]?.debt);
  });

  it("lists a contract's rents, newest period first, with their payments", async () => {
    const rents = await ana.api.get<PortalRent[]>(`/portal/contracts/${setup.anaContract}/rents`);
    expect(rents.map((rent) => rent.paymentPeriodDate)).toEqual([
      '2099-01-15T12:00:00.000Z',
      '2026-01-15T12:00:00.000Z',
    ]);
    expect(rents[1]).toMatchObject({
      amount: 750,
      amountPaid: 500,
      amountToPay: 250,
      paid: false,
      payments: [
        { id: expect.any(Number), paymentDate: '2026-01-20T12:00:00.000Z', amount: 500, receiptNumber: null },
      ],
      confirmations: [],
    });
  });

  it("downloads the declaration of the rents its tenant paid in a year, the landlord's very document", async () => {
    const url = `/portal/contracts/${setup.anaContract}/declarations/2026`;
    const mine = await ana.api.call('GET', url);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(mine.rawPayload);
    expect(text).toContain('Declaração de rendas recebidas 2026');
    expect(text).toContain('recebeu de Ana Silva');
    expect(text).toContain('20-01-2026 janeiro de 2026');
    const landlords = await setup.api.call('GET', `${setup.base}/tenants/${setup.ana}/declarations/2026`);
    expect(await pdfText(landlords.rawPayload)).toBe(text);
    const none = await ana.api.call('GET', `/portal/contracts/${setup.anaContract}/declarations/2024`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'No payments were received from this tenant in 2024.' });
    const foreign = await ana.api.call('GET', `/portal/contracts/${setup.ruiContract}/declarations/2026`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(notFound);
  });

  it("answers another tenant's contract, a foreign or a missing one like a missing id", async () => {
    const other = await portalSetup(server);
    const missing = await ana.api.call('GET', '/portal/contracts/999999/rents');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(notFound);
    for (const contractId of [setup.ruiContract, other.anaContract]) {
      const response = await ana.api.call('GET', `/portal/contracts/${contractId}/rents`);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(missing.body);
      const confirm = await ana.api.call('POST', `/portal/contracts/${contractId}/rents/1/confirmations`, {
        amount: 1,
        paymentDate: '2026-01-01',
      });
      expect(confirm.statusCode).toBe(404);
      expect(confirm.body).toBe(missing.body);
    }
    // A rent of another contract of the same entity, under the tenant's own contract path.
    const ruiRent = await addRent(setup.api, setup.ruiRents, '2026-01');
    const foreignRent = await ana.api.call(
      'POST',
      `/portal/contracts/${setup.anaContract}/rents/${ruiRent}/confirmations`,
      { amount: 1, paymentDate: '2026-01-01' },
    );
    expect(foreignRent.statusCode).toBe(404);
    expect(foreignRent.json()).toEqual({ message: 'Rent not found.' });
  });

  it("shows an entity's own users nothing without a link, and the tenant nothing of the entity", async () => {
    const member = await signUp(server);
    const added = await setup.api.call('POST', `${setup.base}/users`, {
      email: member.email,
      accessTypeId: ACCESS_TYPE.ADMIN,
    });
    expect(added.statusCode, added.body).toBe(200);
    const memberApi = apiAs(server, member.headers);
    expect(await memberApi.get<unknown[]>('/portal/contracts')).toEqual([]);
    const rents = await memberApi.call('GET', `/portal/contracts/${setup.anaContract}/rents`);
    expect(rents.statusCode).toBe(404);
    expect(rents.json()).toEqual(notFound);

    for (const url of [
      setup.base,
      `${setup.base}/tenants`,
      setup.anaRents,
      `${setup.base}/paymentConfirmations`,
    ]) {
      const response = await ana.api.call('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Entity not found.' });
    }
  });

  it('sees the contracts of its tenants in every entity', async () => {
    const other = await portalSetup(server);
    const { link } = await invite(server, other, other.rui, ana.email);
    const accepted = await acceptLink(server, link);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const contracts = await ana.api.get<PortalContract[]>('/portal/contracts');
    expect(contracts.map((contract) => [contract.entityId, contract.id]).sort()).toEqual(
      [
        [setup.entityId, setup.anaContract],
        [setup.entityId, setup.anaOld],
        [other.entityId, other.ruiContract],
      ].sort(),
    );
  });

  it('requires a signed-in account', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/portal/contracts' });
    expect(response.statusCode).toBe(401);
  });
});
