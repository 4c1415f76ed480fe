import type { RouteCase } from '../../test/authorization';

const address = { street: 'Rua do Ouro', number: '7', cityId: 1 };

/** Every route of the addresses area, for the authorization matrix. */
export const addressRouteCases: RouteCase[] = [
  {
    method: 'GET',
    route: '/api/entities/:entityId/addresses',
    right: 'view',
    success: 200,
    request: (f) => ({ url: `/api/entities/${f.entityId}/addresses` }),
  },
  {
    method: 'POST',
    route: '/api/entities/:entityId/addresses',
    right: 'admin',
    success: 201,
    request: (f) => ({ url: `/api/entities/${f.entityId}/addresses`, payload: address }),
  },
  {
    method: 'PUT',
    route: '/api/entities/:entityId/addresses/:addressId',
    right: 'admin',
    success: 200,
    request: (f) => ({ url: `/api/entities/${f.entityId}/addresses/${f.addressId}`, payload: address }),
  },
];
