import type { OverviewContract, OverviewSort, Page } from '@arrenda/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TablePageState } from '@/lib/use-table-url-state';
import { financeKeys, overviewPagePath } from './query-keys';

/** What one page of the overview's contracts asks the server for. */
export type OverviewPageParams = TablePageState<OverviewSort>;

/** GET /entities/{id}/overview with paging keys: one page of the contracts and how many there are. */
export const getOverviewPage = (entityId: number, params: OverviewPageParams, signal?: AbortSignal) =>
  api<Page<OverviewContract>>(overviewPagePath(entityId, { ...params }), { signal });

export const overviewPageQueryOptions = (entityId: number, params: OverviewPageParams) =>
  queryOptions({
    queryKey: financeKeys.overviewPage(entityId, params),
    queryFn: ({ signal }) => getOverviewPage(entityId, params, signal),
    // Debt grows as rents fall due, without any change of data: read again on each visit.
    staleTime: 0,
  });

/**
 * A page of the overview's contracts. While another page of the same entity loads, the last one
 * stays on screen (as placeholder data); another entity's contracts never do.
 */
export const useOverviewPage = (entityId: number, params: OverviewPageParams) =>
  useQuery({
    ...overviewPageQueryOptions(entityId, params),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === entityId ? previous : undefined,
  });
