import type { LovItem } from '@arrenda/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Entity types (Personal, Company); names are codes the web translates. */
export const getEntityTypes = (signal?: AbortSignal) => api<LovItem[]>('/lov/entityTypes', { signal });

/** Lists of values do not change while the app runs. */
export const entityTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['lov', 'entityTypes'],
    queryFn: ({ signal }) => getEntityTypes(signal),
    staleTime: Infinity,
  });

export const useEntityTypes = () => useQuery(entityTypesQueryOptions());
