import type { RouteCase } from '../../test/authorization';

const entity = { name: 'Renamed', entityTypeId: 2, countryId: 1 };

/** Every route under /entities/:entityId of the entities area, for the authorization matrix. */
export const entityRouteCases: RouteCase[] = [
  {
    method: 'GET',
    route: '/api/entities/:entityId',
    right: 'view',
    success: 200,
    request: (f) => ({ url: `/api/entities/${f.entityId}` }),
  },
  {
    method: 'PUT',
    route: '/api/entities/:entityId',
    right: 'admin',
    success: 200,
    request: (f) => ({ url: `/api/entities/${f.entityId}`, payload: entity }),
  },
  {
    method: 'DELETE',
    route: '/api/entities/:entityId',
    right: 'admin',
    success: 204,
    request: (f) => ({ url: `/api/entities/${f.entityId}` }),
  },
  {
    method: 'GET',
    route: '/api/entities/:entityId/users',
    right: 'view',
    success: 200,
    request: (f) => ({ url: `/api/entities/${f.entityId}/users` }),
  },
  {
    method: 'POST',
    route: '/api/entities/:entityId/users',
    right: 'admin',
    success: 200,
    request: (f) => ({
      url: `/api/entities/${f.entityId}/users`,
      payload: { email: f.candidateEmail, accessTypeId: 4 },
    }),
  },
  {
    method: 'GET',
    route: '/api/entities/:entityId/invitations',
    right: 'view',
    success: 200,
    request: (f) => ({ url: `/api/entities/${f.entityId}/invitations` }),
  },
  {
    method: 'DELETE',
    route: '/api/entities/:entityId/invitations/:invitationId',
    right: 'admin',
    success: 200,
    request: (f) => ({ url: `/api/entities/${f.entityId}/invitations/${f.invitationId}` }),
  },
  {
    method: 'PUT',
    route: '/api/entities/:entityId/users/:userId',
    right: 'admin',
    success: 200,
    request: (f) => ({
      url: `/api/entities/${f.entityId}/users/${f.spareUserId}`,
      payload: { accessTypeId: 3 },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/entities/:entityId/users/:userId',
    right: 'admin',
    success: 200,
    request: (f) => ({ url: `/api/entities/${f.entityId}/users/${f.spareUserId}` }),
  },
];
