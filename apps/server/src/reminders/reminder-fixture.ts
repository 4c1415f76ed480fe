import type { Api } from '../../test/api-client';
import { createEntity } from '../../test/api-client';
import { type TestServer, uniqueAddress, uniqueEmail } from '../../test/harness';
import { linkIn } from '../../test/smtp-receiver';

const DAY_MS = 86_400_000;

/** The calendar day `offset` days from `now`, 'YYYY-MM-DD'. */
export const dayFrom = (now: Date, offset: number) =>
  new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10);

/**
 * An entity whose apartment "T2 <name>" has a contract of Ana Silva ending 45 days after `now`,
 * inside its renegotiation period (from 5 days before to 20 days after), with an unpaid rent due 3
 * days before, one due 16 days before with 300 of its 800 paid, a paid one due 5 days before and an
 * unpaid one due 30 days before (too old to mail), its yearly rent update dismissed and its
 * payments' e-receipts recorded. Four events at `now`.
 */
export async function remindedEntity(api: Api, name: string, now: Date) {
  const day = (offset: number) => dayFrom(now, offset);
  const entityId = await createEntity(api, name);
  const base = `/entities/${entityId}`;
  const propertyId = await api.create(`${base}/properties`, {
    baseInfo: { propertyTypeId: 3, name: `T2 ${name}` },
  });
  const tenantId = await api.create(`${base}/tenants`, { name: 'Ana Silva' });
  const contractPath = `${base}/properties/${propertyId}/contracts`;
  const contractBody = {
    propertyId,
    currencyId: 1,
    frequencyTypeId: 3,
    frequencyValue: 1,
    tenantsId: [tenantId],
    amount: 800,
    startDate: day(-400),
    endDate: day(45),
    startDateRenegotiationPeriod: day(-5),
    endDateRenegotiationPeriod: day(20),
  };
  const contractId = await api.create(contractPath, contractBody);
  // Its yearly rent update (proposed a year after its start) is dismissed, whatever the year it
  // would apply in: the four events stay the same on any day the suite runs.
  for (const year of [now.getUTCFullYear(), now.getUTCFullYear() + 1]) {
    const dismissed = await api.call('POST', `${contractPath}/${contractId}/rent-update/dismissals`, {
      year,
    });
    if (dismissed.statusCode !== 204) throw new Error(`update not dismissed: ${dismissed.body}`);
  }
  const rents = `${contractPath}/${contractId}/rents`;
  const addRent = (dueOffset: number) =>
    api.create(rents, {
      currencyId: 1,
      paymentPeriodDate: day(dueOffset),
      paymentDueDate: day(dueOffset),
      amount: 800,
    });
  // Each payment gets its Tax Authority e-receipt's number, so that it raises no reminder either.
  const pay = async (rentId: number, amount: number) => {
    const paymentId = await api.create(`${rents}/${rentId}/payments`, {
      currencyId: 1,
      paymentDate: day(0),
      amount,
    });
    const recorded = await api.call('PUT', `${base}/atReceipts/${paymentId}`, { number: `${paymentId}` });
    if (recorded.statusCode !== 204) throw new Error(`e-receipt not recorded: ${recorded.body}`);
  };
  const recent = await addRent(-3);
  const older = await addRent(-16);
  await pay(older, 300);
  await pay(await addRent(-5), 800);
  const oldest = await addRent(-30);
  return {
    entityId,
    propertyId,
    tenantId,
    contractId,
    recent,
    older,
    oldest,
    /** Moves the contract's end (and nothing else). */
    moveEnd: async (endOffset: number) => {
      const response = await api.call('PUT', `${contractPath}/${contractId}`, {
        ...contractBody,
        endDate: day(endOffset),
      });
      if (response.statusCode !== 200) throw new Error(`contract not saved: ${response.body}`);
    },
  };
}

/** Registers from a browser in Portuguese (the account's mail language), activates and logs in. */
export async function signUpInPortuguese(server: TestServer, email = uniqueEmail('pt')) {
  const password = 'Gato-Preto-42';
  const remoteAddress = uniqueAddress();
  const headers = { 'accept-language': 'pt-PT' };
  await server.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password },
    headers,
    remoteAddress,
  });
  const link = linkIn(await server.smtp.waitFor(email, /ative a sua conta/), 'activateAccount');
  await server.app.inject({
    method: 'PUT',
    url: '/api/auth/activateAccount',
    payload: { userEmail: email, token: link.searchParams.get('token'), password },
    remoteAddress,
  });
  const login = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });
  const { accessToken } = login.json<{ accessToken: string }>();
  return { email, headers: { authorization: `Bearer ${accessToken}` } };
}
