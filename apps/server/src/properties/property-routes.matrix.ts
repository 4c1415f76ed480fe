import type { RouteCase } from '../../test/authorization';

const payload = { baseInfo: { propertyTypeId: 1, name: 'House' } };

/** Every route of the properties area, for the authorization matrix. */
export const propertyRouteCases: RouteCase[] = [
  {
    method: 'GET',
    route: '/api/entities/:entityId/properties',
    right: 'view',
    success: 200,
    request: (f) => ({
      url: `/api/entities/${f.entityId}/properties?parentPropertyId=${f.propertyId}&page=1&sort=value`,
    }),
  },
  {
    method: 'GET',
    route: '/api/entities/:entityId/properties/totals',
    right: 'view',
    success: 200,
    request: (f) => ({ url: `/api/entities/${f.entityId}/properties/totals?view=TAXES&search=a` }),
  },
  {
    method: 'GET',
    route: '/api/entities/:entityId/properties/summary',
    right: 'view',
    success: 200,
    request: (f) => ({ url: `/api/entities/${f.entityId}/properties/summary` }),
  },
  {
    method: 'POST',
    route: '/api/entities/:entityId/properties',
    right: 'admin',
    success: 201,
    request: (f) => ({ url: `/api/entities/${f.entityId}/properties`, payload }),
  },
  {
    method: 'GET',
    route: '/api/entities/:entityId/properties/:propertyId',
    right: 'view',
    success: 200,
    request: (f) => ({ url: `/api/entities/${f.entityId}/properties/${f.propertyId}` }),
  },
  {
    method: 'PUT',
    route: '/api/entities/:entityId/properties/:propertyId',
    right: 'admin',
    success: 200,
    request: (f) => ({
      url: `/api/entities/${f.entityId}/properties/${f.childPropertyId}`,
      payload: { ...payload, parentPropertyId: f.propertyId },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/entities/:entityId/properties/:propertyId',
    right: 'admin',
    success: 204,
    request: (f) => ({ url: `/api/entities/${f.entityId}/properties/${f.propertyId}` }),
  },
  {
    method: 'GET',
    route: '/api/entities/:entityId/properties/:propertyId/overview',
    right: 'view',
    success: 200,
    request: (f) => ({ url: `/api/entities/${f.entityId}/properties/${f.propertyId}/overview` }),
  },
  {
    method: 'GET',
    route: '/api/entities/:entityId/properties/:propertyId/summary',
    right: 'view',
    success: 200,
    request: (f) => ({ url: `/api/entities/${f.entityId}/properties/${f.propertyId}/summary` }),
  },
];
