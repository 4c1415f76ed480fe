import type { EntityBody, EntityView } from '@arrenda/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { entityKeys } from './query-keys';

export const updateEntity = (entityId: number, body: EntityBody) =>
  api<EntityView>(`/entities/${entityId}`, { method: 'PUT', body });

/**
 * Saves an entity (ADMIN only); the answer becomes the cached entity. The refresh is not awaited,
 * as the form leaves the page at once.
 */
export function useUpdateEntity(entityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EntityBody) => updateEntity(entityId, body),
    onSuccess: (entity) => {
      queryClient.setQueryData(entityKeys.detail(entityId), entity);
      void queryClient.invalidateQueries({ queryKey: entityKeys.all });
    },
  });
}
