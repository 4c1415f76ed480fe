import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressRouteCases } from '../src/addresses/address-routes.matrix';
import { contractRouteCases } from '../src/contracts/contract-routes.matrix';
import { entityRouteCases } from '../src/entities/entity-routes.matrix';
import { expenseRouteCases } from '../src/expenses/expense-routes.matrix';
import { exportRouteCases } from '../src/exports/export-routes.matrix';
import { fileRouteCases } from '../src/files/file-routes.matrix';
import { financeRouteCases } from '../src/finance/finance-routes.matrix';
import { confirmationRouteCases } from '../src/payment-confirmations/confirmation-routes.matrix';
import { tenantInvitationRouteCases } from '../src/portal-invitations/invitation-routes.matrix';
import { propertyRouteCases } from '../src/properties/property-routes.matrix';
import { receiptRouteCases } from '../src/receipts/receipt-routes.matrix';
import { rentUpdateRouteCases } from '../src/rent-updates/rent-update-routes.matrix';
import { rentRouteCases } from '../src/rents/rent-routes.matrix';
import { taxYearRouteCases } from '../src/tax-year/tax-year-routes.matrix';
import { tenantRouteCases } from '../src/tenants/tenant-routes.matrix';
import {
  type Accounts,
  expectedStatus,
  type Fixture,
  makeAccounts,
  makeFixture,
  ROLES,
  type Role,
  type RouteCase,
} from './authorization';
import { startTestServer, type TestServer } from './harness';

/** Every route under /entities/:entityId, area by area (docs/security.md #9). */
const routeCases: RouteCase[] = [
  ...entityRouteCases,
  ...propertyRouteCases,
  ...addressRouteCases,
  ...tenantRouteCases,
  ...contractRouteCases,
  ...rentRouteCases,
  ...rentUpdateRouteCases,
  ...receiptRouteCases,
  ...expenseRouteCases,
  ...fileRouteCases,
  ...financeRouteCases,
  ...tenantInvitationRouteCases,
  ...confirmationRouteCases,
  ...exportRouteCases,
  ...taxYearRouteCases,
];

let server: TestServer;
let accounts: Accounts;

beforeAll(async () => {
  server = await startTestServer();
  accounts = await makeAccounts(server);
});
afterAll(() => server.close());

const call = (fixture: Fixture, routeCase: RouteCase, headers: { authorization: string }) => {
  const { url, payload, headers: extra } = routeCase.request(fixture);
  return server.app.inject({
    method: routeCase.method,
    url,
    headers: { ...headers, ...extra },
    ...(payload === undefined ? {} : { payload }),
  });
};

/** What the owner sees of the entity: a denied request must leave it as it was. */
async function snapshot(fixture: Fixture) {
  const headers = fixture.as.ADMIN;
  const read = (path: string) =>
    server.app.inject({ method: 'GET', url: `/api/entities/${fixture.entityId}${path}`, headers });
  const rents = `/properties/${fixture.childPropertyId}/contracts/${fixture.contractId}/rents`;
  const [entity, users, properties, addresses, tenants, contracts, rentList, expenses] = await Promise.all(
    ['', '/users', '/properties', '/addresses', '/tenants', '/contracts', rents, '/expenses'].map(read),
  );
  // The tenant portal: payment confirmations, and each tenant's account and invitation.
  const portal = await Promise.all(
    [
      '/paymentConfirmations',
      `/tenants/${fixture.tenantId}/portal`,
      `/tenants/${fixture.freeTenantId}/portal`,
    ].map(read),
  );
  return {
    entity: entity?.json<unknown>(),
    users: users?.json<unknown>(),
    properties: properties?.json<unknown>(),
    addresses: addresses?.json<unknown>(),
    tenants: tenants?.json<unknown>(),
    contracts: contracts?.json<unknown>(),
    rents: rentList?.json<unknown>(),
    expenses: expenses?.json<unknown>(),
    portal: portal.map((response) => response.json<unknown>()),
  };
}

describe('authorization matrix', () => {
  it('covers every route that lives under an entity, with the right it declares', () => {
    const scoped = server.app.routeTable.filter((route) => route.url.startsWith('/api/entities/:entityId'));
    expect(scoped.length).toBeGreaterThan(0);
    for (const route of scoped) {
      const routeCase = routeCases.find((c) => c.method === route.method && c.route === route.url);
      expect(routeCase, `${route.method} ${route.url} is missing from the matrix`).toBeDefined();
      expect(route.right, `${route.method} ${route.url}`).toBe(routeCase?.right);
    }
    expect(routeCases).toHaveLength(scoped.length);
  });

  // Denied calls and reads change nothing (asserted below for the denied ones), so every route's
  // reads and denied calls share one fixture; only a write that is let through gets fresh entities
  // of its own. Each test compares the entity before and after its own call, one test at a time.
  let shared: Promise<Fixture> | undefined;
  const sharedFixture = () => {
    shared ??= makeFixture(server, accounts);
    return shared;
  };

  describe.each(routeCases)('$method $route ($right)', (routeCase) => {
    const fixtureFor = (role: Role) =>
      routeCase.method === 'GET' || expectedStatus(role, routeCase) >= 400
        ? sharedFixture()
        : makeFixture(server, accounts);

    it.each(ROLES)('answers %s with the exact status; denied calls change nothing', async (role) => {
      const fixture = await fixtureFor(role);
      const before = await snapshot(fixture);
      const response = await call(fixture, routeCase, fixture.as[role]);
      const expected = expectedStatus(role, routeCase);
      expect(response.statusCode, response.body).toBe(expected);
      if (expected >= 400) {
        expect(response.json()).toEqual({
          message: expected === 404 ? 'Entity not found.' : 'You do not have permission to do this.',
        });
        expect(await snapshot(fixture)).toEqual(before);
      }
    });

    it('answers 404 to an ADMIN of another entity, like a missing id, and changes nothing there', async () => {
      const fixture = await sharedFixture();
      const foreign: Fixture = { ...fixture, entityId: fixture.foreignEntityId };
      const owned = await snapshot(fixture);
      const response = await call(foreign, routeCase, fixture.as.ADMIN);
      const missing = await call({ ...fixture, entityId: 999_999 }, routeCase, fixture.as.ADMIN);
      expect(response.statusCode).toBe(404);
      expect(missing.statusCode).toBe(404);
      expect(response.body).toBe(missing.body);
      expect(await snapshot(fixture)).toEqual(owned);
    });
  });
});
