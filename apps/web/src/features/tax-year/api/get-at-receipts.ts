import type { AtReceiptList } from '@arrenda/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageQueryString } from '@/lib/page-query';
import { type AtReceiptPageParams, atReceiptsApiPath, taxYearKeys } from './query-keys';

/**
 * GET /entities/{id}/atReceipts?month&page&pageSize[&all=true]: a page of the month's payments still
 * without an AT e-receipt number (all of them with `all`), as the e-receipt form asks for them.
 */
export const getAtReceipts = (
  entityId: number,
  { month, all, page, pageSize }: AtReceiptPageParams,
  signal?: AbortSignal,
) =>
  api<AtReceiptList>(
    `${atReceiptsApiPath(entityId)}?${pageQueryString({ month, ...(all ? { all: 'true' } : {}), page, pageSize })}`,
    { signal },
  );

export const atReceiptsQueryOptions = (entityId: number, params: AtReceiptPageParams) =>
  queryOptions({
    queryKey: taxYearKeys.atReceiptPage(entityId, params),
    queryFn: ({ signal }) => getAtReceipts(entityId, params, signal),
  });

/** A page of the trail; the previous page stays on screen while the next one loads. */
export const useAtReceipts = (entityId: number, params: AtReceiptPageParams) =>
  useQuery({ ...atReceiptsQueryOptions(entityId, params), placeholderData: keepPreviousData });
