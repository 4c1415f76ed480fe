import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const deleteEntity = (entityId: number) => api<void>(`/entities/${entityId}`, { method: 'DELETE' });

/**
 * Deletes an entity with everything it owns (ADMIN only). The caller navigates away first and
 * then calls forgetEntity (query-keys.ts), which drops the entity's queries and invalidates ['entities'].
 */
export const useDeleteEntity = (entityId: number) =>
  useMutation({ mutationFn: () => deleteEntity(entityId) });
