import type { RouteCase } from '../../test/authorization';

/** The finance routes of the entity overview, for the authorization matrix. */
export const financeRouteCases: RouteCase[] = [
  {
    method: 'GET',
    route: '/api/entities/:entityId/overview',
    right: 'view',
    success: 200,
    request: (f) => ({ url: `/api/entities/${f.entityId}/overview` }),
  },
  {
    method: 'GET',
    route: '/api/entities/:entityId/overview/totals',
    right: 'view',
    success: 200,
    request: (f) => ({ url: `/api/entities/${f.entityId}/overview/totals` }),
  },
  {
    method: 'GET',
    route: '/api/entities/:entityId/financeSummary',
    right: 'view',
    success: 200,
    request: (f) => ({
      url: `/api/entities/${f.entityId}/financeSummary?startDate=2026-01-15&endDate=2026-12-15&page=1`,
    }),
  },
  {
    method: 'GET',
    route: '/api/entities/:entityId/financeSummary/totals',
    right: 'view',
    success: 200,
    request: (f) => ({
      url: `/api/entities/${f.entityId}/financeSummary/totals?startDate=2026-01-15&endDate=2026-12-15`,
    }),
  },
];
