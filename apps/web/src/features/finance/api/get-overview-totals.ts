import type { OverviewTotalsAnswer } from '@arrenda/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { financeKeys, overviewTotalsPath } from './query-keys';

/** GET /entities/{id}/overview/totals: debt, retained tax, missing rents, actions, current contracts. */
export const getOverviewTotals = (entityId: number, signal?: AbortSignal) =>
  api<OverviewTotalsAnswer>(overviewTotalsPath(entityId), { signal });

export const overviewTotalsQueryOptions = (entityId: number) =>
  queryOptions({
    queryKey: financeKeys.overviewTotals(entityId),
    queryFn: ({ signal }) => getOverviewTotals(entityId, signal),
    // Debt grows as rents fall due, without any change of data: read again on each visit.
    staleTime: 0,
  });

export const useOverviewTotals = (entityId: number) => useQuery(overviewTotalsQueryOptions(entityId));
