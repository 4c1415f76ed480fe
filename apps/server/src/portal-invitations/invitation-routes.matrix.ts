import type { RouteCase } from '../../test/authorization';

const tenantRoute = '/api/entities/:entityId/tenants/:tenantId';

/** The landlord's routes of a tenant's portal access, for the authorization matrix. */
export const tenantInvitationRouteCases: RouteCase[] = [
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
];
