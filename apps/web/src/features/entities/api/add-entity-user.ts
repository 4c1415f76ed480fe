import type { AddEntityUserBody, EntityUserView } from '@arrenda/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { replaceEntityUsers } from './query-keys';

/** Shares the entity with the account of that e-mail (404 when none, 409 when already a member). */
export const addEntityUser = (entityId: number, body: AddEntityUserBody) =>
  api<EntityUserView[]>(`/entities/${entityId}/users`, { method: 'POST', body });

export function useAddEntityUser(entityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddEntityUserBody) => addEntityUser(entityId, body),
    onSuccess: (users) => replaceEntityUsers(queryClient, entityId, users),
  });
}
