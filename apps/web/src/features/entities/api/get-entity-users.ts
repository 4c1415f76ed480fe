import type { EntityUserView } from '@arrenda/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { entityKeys } from './query-keys';

/** The users who share an entity, with their access types. */
export const getEntityUsers = (entityId: number, signal?: AbortSignal) =>
  api<EntityUserView[]>(`/entities/${entityId}/users`, { signal });

export const entityUsersQueryOptions = (entityId: number) =>
  queryOptions({
    queryKey: entityKeys.users(entityId),
    queryFn: ({ signal }) => getEntityUsers(entityId, signal),
  });

export const useEntityUsers = (entityId: number) => useQuery(entityUsersQueryOptions(entityId));
