import { contractPayload, type RouteCase } from '../../test/authorization';

const ofProperty = (entityId: number, propertyId: number) =>
  `/api/entities/${entityId}/properties/${propertyId}/contracts`;
const route = '/api/entities/:entityId/properties/:propertyId/contracts';

/** Every route of the contracts area, for the authorization matrix. */
export const contractRouteCases: RouteCase[] = [
  {
    method: 'GET',
    route: '/api/entities/:entityId/contracts',
    right: 'view',
    success: 200,
    request: (f) => ({ url: `/api/entities/${f.entityId}/contracts` }),
  },
  {
    method: 'GET',
    route: '/api/entities/:entityId/activeContracts',
    right: 'view',
    success: 200,
    request: (f) => ({ url: `/api/entities/${f.entityId}/activeContracts` }),
  },
  {
    method: 'GET',
    route,
    right: 'view',
    success: 200,
    request: (f) => ({ url: ofProperty(f.entityId, f.childPropertyId) }),
  },
  {
    method: 'POST',
    route,
    right: 'create',
    success: 201,
    // Another year: no overlap with the fixture's contract.
    request: (f) => ({
      url: ofProperty(f.entityId, f.childPropertyId),
      payload: contractPayload(f.childPropertyId, f.freeTenantId, 2030),
    }),
  },
  {
    method: 'GET',
    route: `${route}/:contractId`,
    right: 'view',
    success: 200,
    request: (f) => ({ url: `${ofProperty(f.entityId, f.childPropertyId)}/${f.contractId}` }),
  },
  {
    method: 'PUT',
    route: `${route}/:contractId`,
    right: 'edit',
    success: 200,
    request: (f) => ({
      url: `${ofProperty(f.entityId, f.childPropertyId)}/${f.contractId}`,
      payload: { ...contractPayload(f.childPropertyId, f.tenantId), amount: 800 },
    }),
  },
  {
    method: 'DELETE',
    route: `${route}/:contractId`,
    right: 'delete',
    success: 204,
    request: (f) => ({ url: `${ofProperty(f.entityId, f.childPropertyId)}/${f.contractId}` }),
  },
  {
    method: 'GET',
    route: `${route}/:contractId/overview`,
    right: 'view',
    success: 200,
    request: (f) => ({ url: `${ofProperty(f.entityId, f.childPropertyId)}/${f.contractId}/overview` }),
  },
];
