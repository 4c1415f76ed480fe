import type { EntityUserView } from '@arrenda/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionStore } from '@/lib/session';
import { replaceEntityUsers } from './query-keys';

export const removeEntityUser = (entityId: number, userId: number) =>
  api<EntityUserView[]>(`/entities/${entityId}/users/${userId}`, { method: 'DELETE' });

/**
 * Takes a user's access away (409 when it would leave the entity without an ADMIN). When the
 * callers removed themselves the entity is gone for them: the page navigates away and calls
 * forgetEntity (query-keys.ts) instead of refetching the entity into 404s.
 */
export function useRemoveEntityUser(entityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeEntityUser(entityId, userId),
    onSuccess: (users, userId) =>
      userId === sessionStore.get()?.user.id ? undefined : replaceEntityUsers(queryClient, entityId, users),
  });
}
