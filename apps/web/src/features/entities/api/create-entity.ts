import type { EntityBody, IdResponse } from '@arrenda/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { entityKeys } from './query-keys';

export const createEntity = (body: EntityBody) => api<IdResponse>('/entities', { method: 'POST', body });

/** Creates an entity (the caller becomes its ADMIN) and refreshes the entity list. */
export function useCreateEntity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEntity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entityKeys.all }),
  });
}
