import { expect } from 'vitest';
import { type Api, apiAs, type Headers } from './api-client';
import { signUp, type TestServer, uniqueAddress } from './harness';
import { linkIn } from './smtp-receiver';

const INVITATION = /tenant portal|portal do inquilino/;

/**
 * A landlord's entity ("Imóveis Silva, Lda.") with two flats at Rua Augusta 12 in Lisboa, let to
 * Ana Silva and to Rui Costa on contracts from 2025 to 2099 at 750 a month, and an old 2024
 * contract of Ana's on the first flat. Rents are added by each test.
 */
export async function portalSetup(server: TestServer) {
  const landlord = await signUp(server);
  const api = apiAs(server, landlord.headers);
  const entityId = await api.create('/entities', {
    name: 'Carteira',
    legalName: 'Imóveis Silva, Lda.',
    entityTypeId: 1,
    countryId: 1,
  });
  const base = `/entities/${entityId}`;
  const cities = await api.get<{ id: number; name: string }[]>('/lov/countries/1/cities');
  const addressId = await api.create(`${base}/addresses`, {
    street: 'Rua Augusta',
    number: '12',
    postalCode: '1100-053',
    cityId: cities.find((city) => city.name === 'Lisboa')?.id,
  });
  const flat = (name: string) =>
    api.create(`${base}/properties`, { baseInfo: { propertyTypeId: 3, name, addressId } });
  const [flatA, flatB] = [await flat('T1 Esquerdo'), await flat('T1 Direito')];
  const ana = await api.create(`${base}/tenants`, { name: 'Ana Silva' });
  const rui = await api.create(`${base}/tenants`, { name: 'Rui Costa' });
  const contract = (propertyId: number, tenantId: number, startDate: string, endDate: string) =>
    api.create(`${base}/properties/${propertyId}/contracts`, {
      propertyId,
      currencyId: 1,
      frequencyTypeId: 3,
      frequencyValue: 1,
      amount: 750,
      startDate,
      endDate,
      tenantsId: [tenantId],
    });
  const anaOld = await contract(flatA, ana, '2024-01-01', '2024-12-31');
  const anaContract = await contract(flatA, ana, '2025-01-01', '2099-12-31');
  const ruiContract = await contract(flatB, rui, '2025-01-01', '2099-12-31');
  const rents = (propertyId: number, contractId: number) =>
    `${base}/properties/${propertyId}/contracts/${contractId}/rents`;
  return {
    landlord,
    api,
    entityId,
    base,
    flatA,
    flatB,
    ana,
    rui,
    anaOld,
    anaContract,
    ruiContract,
    anaRents: rents(flatA, anaContract),
    ruiRents: rents(flatB, ruiContract),
  };
}
export type PortalSetup = Awaited<ReturnType<typeof portalSetup>>;

/** A rent of `month` ('2026-01'), due on its last day. */
export const addRent = (api: Api, rents: string, month: string, amount = 750) =>
  api.create(rents, {
    currencyId: 1,
    paymentPeriodDate: `${month}-15`,
    paymentDueDate: `${month}-28`,
    amount,
  });

/** How many invitation mails `email` has received so far. */
const invitationsTo = (server: TestServer, email: string) =>
  server.smtp.mails.filter((mail) => mail.to === email && INVITATION.test(mail.subject)).length;

/** Invites the tenant at `email` and answers the link of the mail that arrives. */
export async function invite(server: TestServer, setup: PortalSetup, tenantId: number, email: string) {
  const earlier = invitationsTo(server, email);
  const response = await setup.api.call('POST', `${setup.base}/tenants/${tenantId}/invitation`, { email });
  expect(response.statusCode, response.body).toBe(201);
  const mail = await server.smtp.waitFor(email, INVITATION, { skip: earlier });
  return { mail, link: linkIn(mail, 'tenantInvitation') };
}

/** PUT /auth/tenantInvitation from the link, from an address of its own (the per-IP limit). */
export const acceptLink = (server: TestServer, link: URL, extra: { password?: string } = {}) =>
  server.app.inject({
    method: 'PUT',
    url: '/api/auth/tenantInvitation',
    payload: { userEmail: link.searchParams.get('email'), token: link.searchParams.get('token'), ...extra },
    remoteAddress: uniqueAddress(),
  });

export async function login(server: TestServer, email: string, password: string): Promise<Headers> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: uniqueAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return { authorization: `Bearer ${response.json<{ accessToken: string }>().accessToken}` };
}

/** A tenant's own active account, linked to the tenant through an accepted invitation. */
export async function linkedTenant(server: TestServer, setup: PortalSetup, tenantId: number) {
  const account = await signUp(server);
  const { link } = await invite(server, setup, tenantId, account.email);
  const accepted = await acceptLink(server, link);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { ...account, api: apiAs(server, account.headers) };
}
