import { paymentPayload, type RouteCase, rentPayload } from '../../test/authorization';

const route = '/api/entities/:entityId/properties/:propertyId/contracts/:contractId/rents';
const rents = (f: { entityId: number; childPropertyId: number; contractId: number }) =>
  `/api/entities/${f.entityId}/properties/${f.childPropertyId}/contracts/${f.contractId}/rents`;

/** Every route of the rents area, for the authorization matrix. */
export const rentRouteCases: RouteCase[] = [
  { method: 'GET', route, right: 'view', success: 200, request: (f) => ({ url: rents(f) }) },
  {
    method: 'POST',
    route,
    right: 'create',
    success: 201,
    request: (f) => ({ url: rents(f), payload: { ...rentPayload, paymentPeriodDate: '2026-02-15' } }),
  },
  {
    method: 'POST',
    route: `${route}/generate`,
    right: 'create',
    success: 201,
    request: (f) => ({ url: `${rents(f)}/generate` }),
  },
  {
    method: 'GET',
    route: `${route}/:rentId`,
    right: 'view',
    success: 200,
    request: (f) => ({ url: `${rents(f)}/${f.rentId}` }),
  },
  {
    method: 'PUT',
    route: `${route}/:rentId`,
    right: 'edit',
    success: 200,
    request: (f) => ({ url: `${rents(f)}/${f.rentId}`, payload: { ...rentPayload, amount: 800 } }),
  },
  {
    method: 'DELETE',
    route: `${route}/:rentId`,
    right: 'delete',
    success: 204,
    request: (f) => ({ url: `${rents(f)}/${f.rentId}` }),
  },
  {
    method: 'POST',
    route: `${route}/:rentId/payments`,
    right: 'create',
    success: 201,
    // The rent with a payment is paid in full; the due one has all of it left to pay.
    request: (f) => ({ url: `${rents(f)}/${f.dueRentId}/payments`, payload: paymentPayload }),
  },
  {
    method: 'DELETE',
    route: `${route}/:rentId/payments/:paymentId`,
    right: 'delete',
    success: 204,
    request: (f) => ({ url: `${rents(f)}/${f.rentId}/payments/${f.paymentId}` }),
  },
];
