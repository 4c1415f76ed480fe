import type { RouteCase } from '../../test/authorization';

const payload = { name: 'Marta Sousa', email: 'marta@example.com' };
const base = (entityId: number) => `/api/entities/${entityId}/tenants`;

/** Every route of the tenants area, for the authorization matrix. */
export const tenantRouteCases: RouteCase[] = [
  {
    method: 'GET',
    route: '/api/entities/:entityId/tenants',
    right: 'view',
    success: 200,
    request: (f) => ({ url: `${base(f.entityId)}?contractId=${f.contractId}` }),
  },
  {
    method: 'POST',
    route: '/api/entities/:entityId/tenants',
    right: 'create',
    success: 201,
    request: (f) => ({ url: base(f.entityId), payload }),
  },
  {
    method: 'GET',
    route: '/api/entities/:entityId/tenants/:tenantId',
    right: 'view',
    success: 200,
    request: (f) => ({ url: `${base(f.entityId)}/${f.tenantId}` }),
  },
  {
    method: 'PUT',
    route: '/api/entities/:entityId/tenants/:tenantId',
    right: 'edit',
    success: 200,
    request: (f) => ({ url: `${base(f.entityId)}/${f.tenantId}`, payload }),
  },
  {
    method: 'DELETE',
    route: '/api/entities/:entityId/tenants/:tenantId',
    right: 'delete',
    success: 204,
    request: (f) => ({ url: `${base(f.entityId)}/${f.freeTenantId}` }),
  },
  {
    method: 'GET',
    route: '/api/entities/:entityId/tenants/:tenantId/overview',
    right: 'view',
    success: 200,
    request: (f) => ({ url: `${base(f.entityId)}/${f.tenantId}/overview` }),
  },
];
