import type { AddEntityUserBody, MessageResponse } from '@arrenda/core';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSubmitMutation } from '@/lib/use-submit-mutation';
import { entityKeys } from './query-keys';

/**
 * Shares the entity with that e-mail: its account becomes a member, or the address is invited to
 * register. The answer is the same either way ("Invitation sent to …"); 409 for a member already.
 */
export const addEntityUser = (entityId: number, body: AddEntityUserBody, idempotencyKey?: string) =>
  api<MessageResponse>(`/entities/${entityId}/users`, { method: 'POST', body, idempotencyKey });

export function useAddEntityUser(entityId: number) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (body: AddEntityUserBody, key) => addEntityUser(entityId, body, key),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: entityKeys.users(entityId) }),
        queryClient.invalidateQueries({ queryKey: entityKeys.invitations(entityId) }),
      ]),
  });
}
