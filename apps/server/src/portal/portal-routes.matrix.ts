import type { Fixture, RouteCase } from '../../test/authorization';

const tenantRoute = '/api/entities/:entityId/tenants/:tenantId';
const confirmationRoute = '/api/entities/:entityId/paymentConfirmations/:confirmationId';
const confirmation = (f: Fixture) => `/api/entities/${f.entityId}/paymentConfirmations/${f.confirmationId}`;

/** The landlord's routes of the tenant portal, for the authorization matrix. */
export const portalRouteCases: RouteCase[] = [
  {
    method: 'POST',
    route: `${tenantRoute}/invitation`,
    right: 'edit',
    success: 201,
    // The tenant on no contract: the fixture's other tenant already has an account linked.
    request: (f) => ({
      url: `/api/entities/${f.entityId}/tenants/${f.freeTenantId}/invitation`,
      payload: { email: 'rui.costa@arrenda.test' },
    }),
  },
  {
    method: 'GET',
    route: `${tenantRoute}/portal`,
    right: 'view',
    success: 200,
    request: (f) => ({ url: `/api/entities/${f.entityId}/tenants/${f.tenantId}/portal` }),
  },
  {
    method: 'DELETE',
    route: `${tenantRoute}/portal`,
    right: 'edit',
    success: 204,
    request: (f) => ({ url: `/api/entities/${f.entityId}/tenants/${f.tenantId}/portal` }),
  },
  {
    method: 'GET',
    route: '/api/entities/:entityId/paymentConfirmations',
    right: 'view',
    success: 200,
    request: (f) => ({ url: `/api/entities/${f.entityId}/paymentConfirmations?status=PENDING` }),
  },
  {
    method: 'POST',
    route: `${confirmationRoute}/accept`,
    right: 'create',
    success: 201,
    request: (f) => ({ url: `${confirmation(f)}/accept` }),
  },
  {
    method: 'POST',
    route: `${confirmationRoute}/reject`,
    right: 'edit',
    success: 200,
    request: (f) => ({ url: `${confirmation(f)}/reject`, payload: { reason: 'Not received' } }),
  },
  {
    method: 'GET',
    route: `${confirmationRoute}/proof`,
    right: 'view',
    success: 200,
    request: (f) => ({ url: `${confirmation(f)}/proof` }),
  },
];
