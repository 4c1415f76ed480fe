import type { EntityView } from '@arrenda/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeAccessMap } from '@/lib/use-access';
import { entityKeys } from './query-keys';

/** The caller's entities, sorted by id; every load also refreshes the session's access map. */
export async function getEntities(signal?: AbortSignal): Promise<EntityView[]> {
  const entities = await api<EntityView[]>('/entities', { signal });
  storeAccessMap(entities);
  return [...entities].sort((a, b) => a.id - b.id);
}

export const entitiesQueryOptions = () =>
  queryOptions({ queryKey: entityKeys.list(), queryFn: ({ signal }) => getEntities(signal) });

export const useEntities = () => useQuery(entitiesQueryOptions());
