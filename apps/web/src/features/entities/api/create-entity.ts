import type { EntityBody, IdResponse } from '@arrenda/core';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSubmitMutation } from '@/lib/use-submit-mutation';
import { entityKeys } from './query-keys';

export const createEntity = (body: EntityBody, idempotencyKey?: string) =>
  api<IdResponse>('/entities', { method: 'POST', body, idempotencyKey });

/** Creates an entity (the caller becomes its ADMIN) and refreshes the entity list. */
export function useCreateEntity() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (body: EntityBody, key) => createEntity(body, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entityKeys.all }),
  });
}
