import type { LovItem } from '@arrenda/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The lists of values that take no parameter (docs/product.md#the-api); names are codes the web translates. */
export type LovList =
  | 'entityTypes'
  | 'countries'
  | 'propertyTypes'
  | 'currencies'
  | 'propertyBusinessTypes'
  | 'propertyLocationTypes'
  | 'kitchenTypes'
  | 'outsideAreaTypes'
  | 'accessTypes'
  | 'frequencyTypes';

export const getLov = (list: LovList, signal?: AbortSignal) => api<LovItem[]>(`/lov/${list}`, { signal });

/** Lists of values do not change while the app runs. */
export const lovQueryOptions = (list: LovList) =>
  queryOptions({
    queryKey: ['lov', list],
    queryFn: ({ signal }) => getLov(list, signal),
    staleTime: Infinity,
  });

export const useLov = (list: LovList) => useQuery(lovQueryOptions(list));
