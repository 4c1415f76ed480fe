import type { RouteCase } from '../../test/authorization';

/** The CSV export of a period, for the authorization matrix. */
export const exportRouteCases: RouteCase[] = [
  {
    method: 'GET',
    route: '/api/entities/:entityId/export/:kind',
    right: 'view',
    success: 200,
    request: (f) => ({
      url: `/api/entities/${f.entityId}/export/payments?startDate=2026-01-15&endDate=2026-12-15`,
    }),
  },
];
