import type { EntityUserView, LovItem } from '@arrenda/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { entityKeys, replaceEntityUsers } from './query-keys';

export const updateEntityUser = (entityId: number, userId: number, accessTypeId: number) =>
  api<EntityUserView[]>(`/entities/${entityId}/users/${userId}`, { method: 'PUT', body: { accessTypeId } });

export interface UpdateEntityUserVariables {
  userId: number;
  accessType: LovItem;
}

/**
 * Changes a user's access type. The table shows the new type at once; a refused change
 * (e.g. 409 for the last ADMIN) puts the previous list back, so the cell reverts.
 */
export function useUpdateEntityUser(entityId: number) {
  const queryClient = useQueryClient();
  const usersKey = entityKeys.users(entityId);
  return useMutation({
    mutationFn: ({ userId, accessType }: UpdateEntityUserVariables) =>
      updateEntityUser(entityId, userId, accessType.id),
    onMutate: async ({ userId, accessType }) => {
      await queryClient.cancelQueries({ queryKey: usersKey, exact: true });
      const previous = queryClient.getQueryData<EntityUserView[]>(usersKey);
      queryClient.setQueryData<EntityUserView[]>(usersKey, (users) =>
        users?.map((user) => (user.id === userId ? { ...user, accessType: accessType.name } : user)),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(usersKey, context.previous);
    },
    onSuccess: (users) => replaceEntityUsers(queryClient, entityId, users),
  });
}
