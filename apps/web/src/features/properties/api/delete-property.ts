import { type QueryClient, useMutation } from '@tanstack/react-query';
import { entityKeys } from '@/features/entities/api/query-keys';
import { api } from '@/lib/api-client';
import { propertyKeys } from './query-keys';

export const deleteProperty = (entityId: number, propertyId: number) =>
  api<void>(`/entities/${entityId}/properties/${propertyId}`, { method: 'DELETE' });

/**
 * Deletes a property with its inner properties and everything on them (ADMIN only). The caller
 * navigates away first and then calls refreshAfterPropertyDelete, so the page still on screen does
 * not refetch the deleted property into a 404.
 */
export const useDeleteProperty = (entityId: number) =>
  useMutation({ mutationFn: (propertyId: number) => deleteProperty(entityId, propertyId) });

/** The entity's properties and its property count (entity page and My entities cards) changed. */
export async function refreshAfterPropertyDelete(queryClient: QueryClient, entityId: number) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: propertyKeys.all(entityId) }),
    queryClient.invalidateQueries({ queryKey: entityKeys.detail(entityId), exact: true }),
    queryClient.invalidateQueries({ queryKey: entityKeys.list(), exact: true }),
  ]);
}
