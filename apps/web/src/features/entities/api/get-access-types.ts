import type { LovItem } from '@arrenda/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Access types (ADMIN, MANAGER, EDITOR, READ); names are codes the web translates. */
export const getAccessTypes = (signal?: AbortSignal) => api<LovItem[]>('/lov/accessTypes', { signal });

/** Lists of values do not change while the app runs. */
export const accessTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['lov', 'accessTypes'],
    queryFn: ({ signal }) => getAccessTypes(signal),
    staleTime: Infinity,
  });

export const useAccessTypes = () => useQuery(accessTypesQueryOptions());
