import type { Fixture, RouteCase } from '../../test/authorization';

const confirmationRoute = '/api/entities/:entityId/paymentConfirmations/:confirmationId';
const confirmation = (f: Fixture) => `/api/entities/${f.entityId}/paymentConfirmations/${f.confirmationId}`;

/** The landlord's review of payment confirmations, for the authorization matrix. */
export const confirmationRouteCases: RouteCase[] = [
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
