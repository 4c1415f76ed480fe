import { type EntityView, hasRight, type Right } from '@arrenda/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, api } from './api-client';
import { sessionStore, useSession } from './session';
import { useToast } from './toast';

type AccessEntry = Pick<EntityView, 'id' | 'accessType'>;

/**
 * The session's map of entity id to the caller's access type, rebuilt from a fresh entity list.
 * A current entity that is no longer in the list (deleted, or access taken away) stops being current.
 */
export function storeAccessMap(entities: readonly AccessEntry[]) {
  const session = sessionStore.get();
  if (!session) return;
  const accessMap: Record<number, string> = {};
  for (const { id, accessType } of entities) accessMap[id] = accessType;
  const before = session.accessMap;
  const sameMap =
    Object.keys(before).length === entities.length &&
    entities.every(({ id, accessType }) => before[id] === accessType);
  const current = session.currentEntityId;
  const currentEntityId = current !== null && accessMap[current] === undefined ? null : current;
  if (!sameMap || currentEntityId !== current) sessionStore.update({ accessMap, currentEntityId });
}

/** Records (or, with null, forgets) the caller's access to one entity, e.g. after reading or deleting it. */
export function rememberAccess(entityId: number, accessType: string | null) {
  const session = sessionStore.get();
  if (!session) return;
  const known = session.accessMap[entityId];
  if (accessType === null) {
    if (known === undefined && session.currentEntityId !== entityId) return;
    const { [entityId]: _dropped, ...accessMap } = session.accessMap;
    sessionStore.update({
      accessMap,
      currentEntityId: session.currentEntityId === entityId ? null : session.currentEntityId,
    });
  } else if (known !== accessType) {
    sessionStore.update({ accessMap: { ...session.accessMap, [entityId]: accessType } });
  }
}

/** Under ['entities'], so that every entity mutation's invalidation marks it stale too. */
const accessMapQueryKey = ['entities', 'access-map'] as const;

async function loadAccessMap(signal: AbortSignal) {
  const entities = await api<EntityView[]>('/entities', { signal });
  storeAccessMap(entities);
  return entities.map(({ id, accessType }) => ({ id, accessType }));
}

export interface Access {
  /** The caller's access type name (ADMIN, MANAGER, EDITOR, READ), or undefined when unknown. */
  accessType: string | undefined;
  can: (right: Right) => boolean;
  /** True while the access map is being fetched because it lacks the entity. */
  isLoading: boolean;
}

/**
 * The caller's access to an entity, from the session's access map (docs/product.md#screens-and-routes). When the map
 * lacks the entity, the entity list is fetched once and the map stored; the session store then
 * re-renders every user of the map.
 */
export function useAccess(entityId: number | null | undefined): Access {
  const session = useSession();
  const accessType = session && entityId ? session.accessMap[entityId] : undefined;
  const missing = Boolean(session && entityId && accessType === undefined);
  const load = useQuery({
    queryKey: accessMapQueryKey,
    queryFn: ({ signal }) => loadAccessMap(signal),
    enabled: missing,
  });
  const can = useCallback((right: Right) => hasRight(accessType, right), [accessType]);
  return { accessType, can, isLoading: missing && (load.isPending || load.isFetching) };
}

/**
 * 403 answers show the server's message as an error toast (docs/product.md#errors). The returned
 * function toasts and answers true for a 403, and answers false for anything else.
 */
export function useForbiddenToast() {
  const toast = useToast();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError && error.status === 403)) return false;
      toast.error(error.message);
      return true;
    },
    [toast],
  );
}
