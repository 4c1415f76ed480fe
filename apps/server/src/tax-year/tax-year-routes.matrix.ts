import type { RouteCase } from '../../test/authorization';

const entity = '/api/entities/:entityId';

/** Every route of the tax year (statement, declarations, e-receipt trail), for the authorization matrix. */
export const taxYearRouteCases: RouteCase[] = [
  ...['', '/csv', '/pdf'].map(
    (file): RouteCase => ({
      method: 'GET',
      route: `${entity}/taxYear/:year${file}`,
      right: 'view',
      success: 200,
      request: (f) => ({ url: `/api/entities/${f.entityId}/taxYear/2026${file}` }),
    }),
  ),
  {
    method: 'GET',
    route: `${entity}/tenants/:tenantId/declarations/:year`,
    right: 'view',
    success: 200,
    request: (f) => ({ url: `/api/entities/${f.entityId}/tenants/${f.tenantId}/declarations/2026` }),
  },
  {
    method: 'GET',
    route: `${entity}/atReceipts`,
    right: 'view',
    success: 200,
    request: (f) => ({ url: `/api/entities/${f.entityId}/atReceipts?month=2026-01` }),
  },
  {
    method: 'PUT',
    route: `${entity}/atReceipts/:paymentId`,
    right: 'create',
    success: 204,
    request: (f) => ({
      url: `/api/entities/${f.entityId}/atReceipts/${f.paymentId}`,
      payload: { number: '42' },
    }),
  },
  {
    method: 'DELETE',
    route: `${entity}/atReceipts/:paymentId`,
    right: 'edit',
    success: 204,
    request: (f) => ({ url: `/api/entities/${f.entityId}/atReceipts/${f.paymentId}` }),
  },
];
