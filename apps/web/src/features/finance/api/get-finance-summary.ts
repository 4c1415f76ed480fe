import type { FinanceSummaryRow, Page, SummarySort } from '@arrenda/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TablePageState } from '@/lib/use-table-url-state';
import { financeKeys, financeSummaryPagePath } from './query-keys';

/** What one page of the period summary asks the server for: the period's days ('YYYY-MM-15') and the table's state. */
export interface SummaryPageParams extends TablePageState<SummarySort> {
  startDate: string;
  endDate: string;
}

/** A page of the summary's rows, with the period it is of (the figures shown while another loads). */
export type SummaryPage = Page<FinanceSummaryRow> & { startDate: string; endDate: string };

/** GET /entities/{id}/financeSummary with paging keys: one page of the period's rows and how many there are. */
export const getFinanceSummaryPage = async (
  entityId: number,
  params: SummaryPageParams,
  signal?: AbortSignal,
): Promise<SummaryPage> => {
  const { startDate, endDate, page, pageSize, sort, order, search } = params;
  const answer = await api<Page<FinanceSummaryRow>>(
    financeSummaryPagePath(entityId, { startDate, endDate, page, pageSize, sort, order, search }),
    { signal },
  );
  return { ...answer, startDate, endDate };
};

export const financeSummaryPageQueryOptions = (entityId: number, params: SummaryPageParams) =>
  queryOptions({
    queryKey: financeKeys.summaryPage(entityId, params),
    queryFn: ({ signal }) => getFinanceSummaryPage(entityId, params, signal),
    // Debt grows as rents fall due, without any change of data: read again on each visit.
    staleTime: 0,
  });

/**
 * A page of the period summary; `enabled` is false while the period is invalid (From after To).
 * While another page or period of the same entity loads, the last one stays on screen (as
 * placeholder data, shown as loading); another entity's rows never do.
 */
export const useFinanceSummaryPage = (entityId: number, params: SummaryPageParams, enabled: boolean) =>
  useQuery({
    ...financeSummaryPageQueryOptions(entityId, params),
    enabled,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === entityId ? previous : undefined,
  });
