/**
 * Query keys of the finance feature. They sit under the entity's ['entities', entityId] key, so a
 * rent, payment or contract change (which invalidates the entity) reaches them too.
 */
export const financeKeys = {
  all: (entityId: number) => ['entities', entityId, 'finance'] as const,
  overview: (entityId: number) => ['entities', entityId, 'finance', 'overview'] as const,
  /** One period's summary; its days are the 15th of the first and last month ('YYYY-MM-15'). */
  summary: (entityId: number, startDate: string, endDate: string) =>
    ['entities', entityId, 'finance', 'summary', startDate, endDate] as const,
};

/** GET /entities/{id}/overview: the contracts that run or need attention, with the totals. */
export const overviewPath = (entityId: number) => `/entities/${entityId}/overview`;

/** GET /entities/{id}/financeSummary for the months from startDate's to endDate's, inclusive. */
export const financeSummaryPath = (entityId: number, startDate: string, endDate: string) =>
  `/entities/${entityId}/financeSummary?${new URLSearchParams({ startDate, endDate })}`;
