import { expensePayload, type RouteCase } from '../../test/authorization';

const base = (entityId: number) => `/api/entities/${entityId}/expenses`;

/** Every route of the expenses area, for the authorization matrix. */
export const expenseRouteCases: RouteCase[] = [
  {
    method: 'GET',
    route: '/api/entities/:entityId/expenses',
    right: 'view',
    success: 200,
    request: (f) => ({ url: `${base(f.entityId)}?propertyId=${f.propertyId}` }),
  },
  {
    method: 'POST',
    route: '/api/entities/:entityId/expenses',
    right: 'create',
    success: 201,
    request: (f) => ({
      url: base(f.entityId),
      payload: { ...expensePayload, propertyId: f.childPropertyId },
    }),
  },
  {
    method: 'GET',
    route: '/api/entities/:entityId/expenses/:expenseId',
    right: 'view',
    success: 200,
    request: (f) => ({ url: `${base(f.entityId)}/${f.expenseId}` }),
  },
  {
    method: 'PUT',
    route: '/api/entities/:entityId/expenses/:expenseId',
    right: 'edit',
    success: 200,
    request: (f) => ({
      url: `${base(f.entityId)}/${f.expenseId}`,
      payload: { ...expensePayload, name: 'Condomínio' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/entities/:entityId/expenses/:expenseId',
    right: 'delete',
    success: 204,
    request: (f) => ({ url: `${base(f.entityId)}/${f.expenseId}` }),
  },
];
