import type { FinanceSummary } from '@arrenda/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { financeKeys, financeSummaryPath } from './query-keys';

/** The period's summary: a row per contract or property, and the entity's own expenses. */
export const getFinanceSummary = (
  entityId: number,
  startDate: string,
  endDate: string,
  signal?: AbortSignal,
) => api<FinanceSummary>(financeSummaryPath(entityId, startDate, endDate), { signal });

export const financeSummaryQueryOptions = (entityId: number, startDate: string, endDate: string) =>
  queryOptions({
    queryKey: financeKeys.summary(entityId, startDate, endDate),
    queryFn: ({ signal }) => getFinanceSummary(entityId, startDate, endDate, signal),
    // Debt grows as rents fall due, without any change of data: read again on each visit.
    staleTime: 0,
  });

/**
 * The summary of a period; `enabled` is false while the period is invalid (From after To). While
 * another period of the same entity loads, the last one stays on screen (as placeholder data);
 * another entity's figures never do.
 */
export const useFinanceSummary = (entityId: number, startDate: string, endDate: string, enabled: boolean) =>
  useQuery({
    ...financeSummaryQueryOptions(entityId, startDate, endDate),
    enabled,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === entityId ? previous : undefined,
  });
