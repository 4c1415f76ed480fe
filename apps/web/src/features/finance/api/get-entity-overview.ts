import type { EntityFinanceOverview } from '@arrenda/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { financeKeys, overviewPath } from './query-keys';

/** The entity overview's contracts (debt, retained tax, actions, last rent) and totals. */
export const getEntityOverview = (entityId: number, signal?: AbortSignal) =>
  api<EntityFinanceOverview>(overviewPath(entityId), { signal });

export const entityOverviewQueryOptions = (entityId: number) =>
  queryOptions({
    queryKey: financeKeys.overview(entityId),
    queryFn: ({ signal }) => getEntityOverview(entityId, signal),
    // Debt grows as rents fall due, without any change of data: read again on each visit.
    staleTime: 0,
  });

export const useEntityOverview = (entityId: number) => useQuery(entityOverviewQueryOptions(entityId));
