/**
 * Query keys of the finance feature. They sit under the entity's ['entities', entityId] key, so a
 * rent, payment or contract change (which invalidates the entity) reaches them too.
 */
const overviewKey = (entityId: number) => ['entities', entityId, 'finance', 'overview'] as const;

export const financeKeys = {
  all: (entityId: number) => ['entities', entityId, 'finance'] as const,
  /** Every call of the overview: its pages of contracts and its totals. */
  overview: overviewKey,
  /** A page of the overview's contracts. */
  overviewPage: (entityId: number, params: object) => [...overviewKey(entityId), 'page', params] as const,
  /** The overview's totals. */
  overviewTotals: (entityId: number) => [...overviewKey(entityId), 'totals'] as const,
  /** One period's summary; its days are the 15th of the first and last month ('YYYY-MM-15'). */
  summary: (entityId: number, startDate: string, endDate: string) =>
    ['entities', entityId, 'finance', 'summary', startDate, endDate] as const,
};

/** GET /entities/{id}/overview with paging keys: a page of the contracts that run or need attention. */
export const overviewPagePath = (entityId: number, params: Record<string, string | number>) =>
  `/entities/${entityId}/overview?${new URLSearchParams(
    Object.entries(params)
      .filter(([, value]) => value !== '')
      .map(([key, value]) => [key, String(value)]),
  )}`;

/** GET /entities/{id}/overview/totals: the entity's totals, their amounts per currency. */
export const overviewTotalsPath = (entityId: number) => `/entities/${entityId}/overview/totals`;

/** GET /entities/{id}/financeSummary for the months from startDate's to endDate's, inclusive. */
export const financeSummaryPath = (entityId: number, startDate: string, endDate: string) =>
  `/entities/${entityId}/financeSummary?${new URLSearchParams({ startDate, endDate })}`;
