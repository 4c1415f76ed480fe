import { ACCESS_TYPE, type AccessTypeName, hasRight, type Right } from '@arrenda/core';
import { eq } from 'drizzle-orm';
import { receipt, tenantAccount, users } from '../src/db/schema';
import { signUp, type TestServer, uniqueEmail } from './harness';
import { multipartFile } from './multipart';

export type Role = AccessTypeName | 'OUTSIDER';
export const ROLES: readonly Role[] = ['ADMIN', 'MANAGER', 'EDITOR', 'READ', 'OUTSIDER'];

type Headers = { authorization: string };

/** An entity with one member per access type, a spare READ member, and an outsider with an entity of their own. */
export interface Fixture {
  entityId: number;
  /** An account that is no member of the entity. */
  candidateEmail: string;
  foreignEntityId: number;
  spareUserId: number;
  /** A pending invitation to the entity, of an address without an account. */
  invitationId: number;
  /** A property of the entity (a building with one apartment inside) and its address. */
  propertyId: number;
  childPropertyId: number;
  addressId: number;
  /** A tenant on the apartment's contract, and one on no contract. */
  tenantId: number;
  freeTenantId: number;
  contractId: number;
  /** A rent of the contract with one payment. */
  rentId: number;
  paymentId: number;
  /** Another rent with one payment, which has a receipt. */
  receiptRentId: number;
  receiptPaymentId: number;
  receiptId: number;
  /** A rent of the contract not paid yet, on which the tenant's account confirmed a payment with a proof. */
  dueRentId: number;
  confirmationId: number;
  /** An expense of the building, and a file on the entity and on each kind of row. */
  expenseId: number;
  files: Record<'entity' | 'property' | 'contract' | 'tenant' | 'expense', number>;
  /**
   * A house let since 1 March 2025 (its contract open to the statutory update of 2026), its rent
   * renegotiated from 1 June 2025 (a row of its rent history).
   */
  housePropertyId: number;
  houseContractId: number;
  rentChangeId: number;
  as: Record<Role, Headers>;
}

interface Account {
  email: string;
  headers: Headers;
}

/** Accounts are made once per file; each case gets fresh entities. */
export async function makeAccounts(server: TestServer) {
  const [owner, manager, editor, reader, outsider, spare, candidate, tenant] = await Promise.all(
    Array.from({ length: 8 }, () => signUp(server)),
  );
  return { owner, manager, editor, reader, outsider, spare, candidate, tenant } as Record<
    'owner' | 'manager' | 'editor' | 'reader' | 'outsider' | 'spare' | 'candidate' | 'tenant',
    Account
  >;
}
export type Accounts = Awaited<ReturnType<typeof makeAccounts>>;

async function createEntity(server: TestServer, headers: Headers, name: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/entities',
    headers,
    payload: { name, entityTypeId: 1, countryId: 1 },
  });
  if (response.statusCode !== 201) throw new Error(`entity not created: ${response.body}`);
  return response.json<{ id: number }>().id;
}

async function post(server: TestServer, headers: Headers, url: string, payload: Record<string, unknown>) {
  const response = await server.app.inject({ method: 'POST', url, headers, payload });
  if (response.statusCode !== 201) throw new Error(`${url} not created: ${response.body}`);
  return response.json<{ id: number }>().id;
}

/** A building at an address, with an apartment inside it. */
async function makeProperties(server: TestServer, headers: Headers, entityId: number) {
  const base = `/api/entities/${entityId}`;
  const addressId = await post(server, headers, `${base}/addresses`, {
    street: 'Rua Augusta',
    number: '12',
    cityId: 1,
  });
  const propertyId = await post(server, headers, `${base}/properties`, {
    baseInfo: { propertyTypeId: 2, name: 'Building', addressId, value: 100000, currencyId: 1 },
  });
  const childPropertyId = await post(server, headers, `${base}/properties`, {
    baseInfo: { propertyTypeId: 3, name: 'Apartment' },
    parentPropertyId: propertyId,
  });
  return { addressId, propertyId, childPropertyId };
}

/** A contract of 2026 on `propertyId`, with a tenant on it and another tenant on none. */
export const contractPayload = (propertyId: number, tenantId: number, year = 2026) => ({
  propertyId,
  currencyId: 1,
  frequencyTypeId: 3,
  frequencyValue: 1,
  amount: 750,
  startDate: `${year}-01-01`,
  endDate: `${year}-12-31`,
  tenantsId: [tenantId],
});

export const rentPayload = {
  currencyId: 1,
  paymentDueDate: '2026-01-31',
  paymentPeriodDate: '2026-01-15',
  amount: 750,
};
export const paymentPayload = { currencyId: 1, paymentDate: '2026-01-30', amount: 750 };

async function makeTenancy(server: TestServer, headers: Headers, entityId: number, propertyId: number) {
  const base = `/api/entities/${entityId}`;
  const tenantId = await post(server, headers, `${base}/tenants`, { name: 'Ana Silva' });
  const freeTenantId = await post(server, headers, `${base}/tenants`, { name: 'Rui Costa' });
  const contractId = await post(
    server,
    headers,
    `${base}/properties/${propertyId}/contracts`,
    contractPayload(propertyId, tenantId),
  );
  const rents = `${base}/properties/${propertyId}/contracts/${contractId}/rents`;
  const rentId = await post(server, headers, rents, rentPayload);
  const paymentId = await post(server, headers, `${rents}/${rentId}/payments`, paymentPayload);
  // A paid March rent whose payment has a receipt (as one issued before receipts kept their PDF).
  const receiptRentId = await post(server, headers, rents, {
    ...rentPayload,
    paymentPeriodDate: '2026-03-15',
  });
  const receiptPaymentId = await post(server, headers, `${rents}/${receiptRentId}/payments`, paymentPayload);
  const [issued] = await server.app.ctx.db
    .insert(receipt)
    .values({ entityId, paymentId: receiptPaymentId, number: `M-${receiptPaymentId}` })
    .returning({ id: receipt.id });
  const receiptId = issued?.id ?? 0;
  return {
    tenantId,
    freeTenantId,
    contractId,
    rents,
    rentId,
    paymentId,
    receiptRentId,
    receiptPaymentId,
    receiptId,
  };
}

/** The house's contract of the statutory update's routes, with one renegotiated rent in its history. */
async function makeRentHistory(server: TestServer, headers: Headers, entityId: number) {
  const base = `/api/entities/${entityId}`;
  const housePropertyId = await post(server, headers, `${base}/properties`, {
    baseInfo: { propertyTypeId: 1 },
  });
  const tenantId = await post(server, headers, `${base}/tenants`, { name: 'Inês Matos' });
  const contracts = `${base}/properties/${housePropertyId}/contracts`;
  const houseContractId = await post(server, headers, contracts, {
    ...contractPayload(housePropertyId, tenantId),
    startDate: '2025-03-01',
    endDate: '2027-02-28',
  });
  const rentChangeId = await post(server, headers, `${contracts}/${houseContractId}/rent-history`, {
    effectiveDate: '2025-06-01',
    amount: 760,
  });
  return { housePropertyId, houseContractId, rentChangeId };
}

export const expensePayload = {
  currencyId: 1,
  date: '2026-03-10',
  amount: 120.5,
  name: 'IMI',
  includeInYield: true,
};

/**
 * The tenant portal: `tenant`'s account linked to the contract's tenant (as an accepted invitation
 * leaves it), and its confirmation of a payment of a February rent, with a proof file.
 */
async function makeConfirmation(
  server: TestServer,
  accounts: Accounts,
  entityId: number,
  tenancy: { tenantId: number; contractId: number; rents: string },
) {
  const { db } = server.app.ctx;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, accounts.tenant.email));
  if (!user) throw new Error('tenant account missing');
  await db.insert(tenantAccount).values({ tenantId: tenancy.tenantId, entityId, userId: user.id });
  const dueRentId = await post(server, accounts.owner.headers, tenancy.rents, {
    ...rentPayload,
    paymentDueDate: '2026-02-28',
    paymentPeriodDate: '2026-02-15',
  });
  const confirmations = `/api/portal/contracts/${tenancy.contractId}/rents/${dueRentId}/confirmations`;
  const confirmationId = await post(server, accounts.tenant.headers, confirmations, {
    amount: 750,
    paymentDate: '2026-02-27',
    note: 'Transferência',
  });
  await upload(server, accounts.tenant.headers, `${confirmations}/${confirmationId}`, 'proof');
  return { dueRentId, confirmationId };
}

async function upload(server: TestServer, headers: Headers, url: string, to = 'files') {
  const body = multipartFile('contrato.pdf', '%PDF-1.4 matrix', { contentType: 'application/pdf' });
  const response = await server.app.inject({
    method: 'POST',
    url: `${url}/${to}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 201) throw new Error(`${url} file not uploaded: ${response.body}`);
  return response.json<{ id: number }>().id;
}

/** An expense of the building and one file on each kind of owner. */
async function makeExpenseAndFiles(
  server: TestServer,
  headers: Headers,
  entityId: number,
  owners: { propertyId: number; childPropertyId: number; contractId: number; tenantId: number },
) {
  const base = `/api/entities/${entityId}`;
  const expenseId = await post(server, headers, `${base}/expenses`, {
    ...expensePayload,
    propertyId: owners.propertyId,
  });
  const [entity, property, contract, tenant, expense] = await Promise.all([
    upload(server, headers, base),
    upload(server, headers, `${base}/properties/${owners.propertyId}`),
    upload(server, headers, `${base}/properties/${owners.childPropertyId}/contracts/${owners.contractId}`),
    upload(server, headers, `${base}/tenants/${owners.tenantId}`),
    upload(server, headers, `${base}/expenses/${expenseId}`),
  ]);
  return { expenseId, files: { entity, property, contract, tenant, expense } };
}

/** Invites an address without an account to the entity; answers the pending invitation's id. */
async function makeMemberInvitation(server: TestServer, headers: Headers, entityId: number) {
  const invited = await server.app.inject({
    method: 'POST',
    url: `/api/entities/${entityId}/users`,
    headers,
    payload: { email: uniqueEmail('invited'), accessTypeId: ACCESS_TYPE.READ },
  });
  if (invited.statusCode !== 200) throw new Error(`invitation not sent: ${invited.body}`);
  const pending = await server.app.inject({
    method: 'GET',
    url: `/api/entities/${entityId}/invitations`,
    headers,
  });
  const [invitation] = pending.json<{ id: number }[]>();
  if (!invitation) throw new Error('no pending invitation');
  return invitation.id;
}

export async function makeFixture(server: TestServer, accounts: Accounts): Promise<Fixture> {
  const entityId = await createEntity(server, accounts.owner.headers, 'Matrix');
  const foreignEntityId = await createEntity(server, accounts.outsider.headers, 'Foreign');
  const members: [Account, number][] = [
    [accounts.manager, ACCESS_TYPE.MANAGER],
    [accounts.editor, ACCESS_TYPE.EDITOR],
    [accounts.reader, ACCESS_TYPE.READ],
    [accounts.spare, ACCESS_TYPE.READ],
  ];
  let spareUserId = 0;
  for (const [account, accessTypeId] of members) {
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/entities/${entityId}/users`,
      headers: accounts.owner.headers,
      payload: { email: account.email, accessTypeId },
    });
    if (response.statusCode !== 200) throw new Error(`member not added: ${response.body}`);
  }
  const listed = await server.app.inject({
    method: 'GET',
    url: `/api/entities/${entityId}/users`,
    headers: accounts.owner.headers,
  });
  const users = listed.json<{ id: number; email: string }[]>();
  spareUserId = users.find((user) => user.email === accounts.spare.email)?.id ?? spareUserId;
  const invitationId = await makeMemberInvitation(server, accounts.owner.headers, entityId);
  const properties = await makeProperties(server, accounts.owner.headers, entityId);
  const tenancy = await makeTenancy(server, accounts.owner.headers, entityId, properties.childPropertyId);
  const confirmation = await makeConfirmation(server, accounts, entityId, tenancy);
  const expenseAndFiles = await makeExpenseAndFiles(server, accounts.owner.headers, entityId, {
    ...properties,
    ...tenancy,
  });
  const rentHistory = await makeRentHistory(server, accounts.owner.headers, entityId);
  return {
    entityId,
    ...properties,
    ...tenancy,
    ...rentHistory,
    ...confirmation,
    ...expenseAndFiles,
    candidateEmail: accounts.candidate.email,
    foreignEntityId,
    spareUserId,
    invitationId,
    as: {
      ADMIN: accounts.owner.headers,
      MANAGER: accounts.manager.headers,
      EDITOR: accounts.editor.headers,
      READ: accounts.reader.headers,
      OUTSIDER: accounts.outsider.headers,
    },
  };
}

/** One route of the matrix: how to call it on a fixture, and its status when allowed. */
export interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The route as Fastify lists it, e.g. /api/entities/:entityId/users/:userId */
  route: string;
  right: Right;
  success: number;
  request(fixture: Fixture): {
    url: string;
    payload?: Record<string, unknown> | Buffer;
    headers?: Record<string, string>;
  };
}

/** The status a role must get: 404 without access, 403 without the right, else the success status. */
export function expectedStatus(role: Role, routeCase: RouteCase): number {
  if (role === 'OUTSIDER') return 404;
  return hasRight(role, routeCase.right) ? routeCase.success : 403;
}
