import type { FinanceSummaryTotals } from '@arrenda/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { financeKeys, financeSummaryTotalsPath } from './query-keys';

/** The period summary's totals, with the period they are of (the figures shown while another loads). */
export type SummaryTotalsAnswer = FinanceSummaryTotals & { startDate: string; endDate: string };

/**
 * GET /entities/{id}/financeSummary/totals: the footer over every row of the period, one line per
 * currency, and the entity's own expenses of the period.
 */
export const getFinanceSummaryTotals = async (
  entityId: number,
  startDate: string,
  endDate: string,
  signal?: AbortSignal,
): Promise<SummaryTotalsAnswer> => {
  const answer = await api<FinanceSummaryTotals>(financeSummaryTotalsPath(entityId, startDate, endDate), {
    signal,
  });
  return { ...answer, startDate, endDate };
};

export const financeSummaryTotalsQueryOptions = (entityId: number, startDate: string, endDate: string) =>
  queryOptions({
    queryKey: financeKeys.summaryTotals(entityId, startDate, endDate),
    queryFn: ({ signal }) => getFinanceSummaryTotals(entityId, startDate, endDate, signal),
    // Debt grows as rents fall due, without any change of data: read again on each visit.
    staleTime: 0,
  });

/**
 * The totals of a period; `enabled` is false while the period is invalid. While another period of
 * the same entity loads, the last one's stay on screen (as placeholder data, shown as loading);
 * another entity's never do.
 */
export const useFinanceSummaryTotals = (
  entityId: number,
  startDate: string,
  endDate: string,
  enabled: boolean,
) =>
  useQuery({
    ...financeSummaryTotalsQueryOptions(entityId, startDate, endDate),
    enabled,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === entityId ? previous : undefined,
  });
