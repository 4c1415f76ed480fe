import type { EntityView } from '@arrenda/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rememberAccess } from '@/lib/use-access';
import { entityKeys } from './query-keys';

/** One entity; its accessType also corrects the session's access map (e.g. after a demotion). */
export async function getEntity(entityId: number, signal?: AbortSignal): Promise<EntityView> {
  const entity = await api<EntityView>(`/entities/${entityId}`, { signal });
  rememberAccess(entity.id, entity.accessType);
  return entity;
}

export const entityQueryOptions = (entityId: number) =>
  queryOptions({
    queryKey: entityKeys.detail(entityId),
    queryFn: ({ signal }) => getEntity(entityId, signal),
  });

export const useEntity = (entityId: number) => useQuery(entityQueryOptions(entityId));
