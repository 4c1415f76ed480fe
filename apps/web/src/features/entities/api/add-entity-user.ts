import type { AddEntityUserBody, EntityUserView } from '@arrenda/core';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import { replaceEntityUsers } from './query-keys';

/** Shares the entity with the account of that e-mail (404 when none, 409 when already a member). */
export const addEntityUser = (entityId: number, body: AddEntityUserBody, idempotencyKey?: string) =>
  api<EntityUserView[]>(`/entities/${entityId}/users`, { method: 'POST', body, idempotencyKey });

export function useAddEntityUser(entityId: number) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (body: AddEntityUserBody, key) => addEntityUser(entityId, body, key),
    onSuccess: (users) => replaceEntityUsers(queryClient, entityId, users),
  });
}
