import type { EntityBody, EntityView } from '@arrenda/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { entityKeys } from './query-keys';

export const updateEntity = (entityId: number, body: EntityBody) =>
  api<EntityView>(`/entities/${entityId}`, { method: 'PUT', body });

/** Saves an entity (ADMIN only); the answer becomes the cached entity. */
export function useUpdateEntity(entityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EntityBody) => updateEntity(entityId, body),
    onSuccess: async (entity) => {
      queryClient.setQueryData(entityKeys.detail(entityId), entity);
      await queryClient.invalidateQueries({ queryKey: entityKeys.all });
    },
  });
}
