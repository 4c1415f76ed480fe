import { pageQueryString } from '@/lib/page-query';

/**
 * Query keys of the finance feature. They sit under the entity's ['entities', entityId] key, so a
 * rent, payment or contract change (which invalidates the entity) reaches them too.
 */
const overviewKey = (entityId: number) => ['entities', entityId, 'finance', 'overview'] as const;
const summaryKey = (entityId: number) => ['entities', entityId, 'finance', 'summary'] as const;

export const financeKeys = {
  all: (entityId: number) => ['entities', entityId, 'finance'] as const,
  /** Every call of the overview: its pages of contracts and its totals. */
  overview: overviewKey,
  /** A page of the overview's contracts. */
  overviewPage: (entityId: number, params: object) => [...overviewKey(entityId), 'page', params] as const,
  /** The overview's totals. */
  overviewTotals: (entityId: number) => [...overviewKey(entityId), 'totals'] as const,
  /** Every call of the period summary: its pages of rows and its totals. */
  summary: summaryKey,
  /** A page of the period summary's rows (the period's days are among the params). */
  summaryPage: (entityId: number, params: object) => [...summaryKey(entityId), 'page', params] as const,
  /** The period summary's totals; its days are the 15th of the first and last month ('YYYY-MM-15'). */
  summaryTotals: (entityId: number, startDate: string, endDate: string) =>
    [...summaryKey(entityId), 'totals', startDate, endDate] as const,
};

/** GET /entities/{id}/overview with paging keys: a page of the contracts that run or need attention. */
export const overviewPagePath = (entityId: number, params: Record<string, string | number>) =>
  `/entities/${entityId}/overview?${pageQueryString(params)}`;

/** GET /entities/{id}/overview/totals: the entity's totals, their amounts per currency. */
export const overviewTotalsPath = (entityId: number) => `/entities/${entityId}/overview/totals`;

/**
 * GET /entities/{id}/financeSummary with paging keys: a page of the rows of the months from
 * startDate's to endDate's, inclusive.
 */
export const financeSummaryPagePath = (entityId: number, params: Record<string, string | number>) =>
  `/entities/${entityId}/financeSummary?${pageQueryString(params)}`;

/** GET /entities/{id}/financeSummary/totals: the footer of every row of the period, and the entity's own expenses. */
export const financeSummaryTotalsPath = (entityId: number, startDate: string, endDate: string) =>
  `/entities/${entityId}/financeSummary/totals?${new URLSearchParams({ startDate, endDate })}`;
