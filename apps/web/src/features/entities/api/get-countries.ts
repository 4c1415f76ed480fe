import type { LovItem } from '@arrenda/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Countries; names are codes the web translates. */
export const getCountries = (signal?: AbortSignal) => api<LovItem[]>('/lov/countries', { signal });

/** Lists of values do not change while the app runs. */
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['lov', 'countries'],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Infinity,
  });

export const useCountries = () => useQuery(countriesQueryOptions());
