import type { EntityUserView } from '@arrenda/core';
import type { QueryClient } from '@tanstack/react-query';
import { rememberAccess } from '@/lib/use-access';

/** Query keys of the entities feature; everything sits under ['entities'] so one invalidation reaches it all. */
export const entityKeys = {
  all: ['entities'] as const,
  list: () => ['entities'] as const,
  detail: (entityId: number) => ['entities', entityId] as const,
  users: (entityId: number) => ['entities', entityId, 'users'] as const,
  invitations: (entityId: number) => ['entities', entityId, 'invitations'] as const,
};

/**
 * The user calls answer with the entity's updated user list: it replaces the cached one, and the
 * rest under ['entities'] is invalidated (the caller's own access may have changed).
 */
export async function replaceEntityUsers(
  queryClient: QueryClient,
  entityId: number,
  users: EntityUserView[],
) {
  const usersKey = entityKeys.users(entityId);
  queryClient.setQueryData(usersKey, users);
  await queryClient.invalidateQueries({
    queryKey: entityKeys.all,
    predicate: ({ queryKey }) => !(queryKey[1] === entityId && queryKey[2] === usersKey[2]),
  });
}

/**
 * Forgets an entity the caller no longer has (deleted, or they removed themselves): its access-map
 * entry goes and everything under ['entities'] is marked stale without refetching now. Call it
 * after navigating away: the list then refetches on mount (which also clears a current entity that
 * is gone), while the entity's own queries are not refetched into 404s by a page still on screen;
 * should they ever be shown again they refetch (and say not found), otherwise they are collected.
 */
export async function forgetEntity(queryClient: QueryClient, entityId: number) {
  rememberAccess(entityId, null);
  await queryClient.invalidateQueries({ queryKey: entityKeys.all, refetchType: 'none' });
  await queryClient.invalidateQueries({ queryKey: entityKeys.list(), exact: true });
}
