import type { ProfileForm, ProfileView } from '@arrenda/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionStore } from '@/lib/session';
import { profileQueryOptions } from './get-profile';

export const updateProfile = (body: ProfileForm) => api<ProfileView>('/profile', { method: 'PUT', body });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, user);
      sessionStore.update({ user });
    },
  });
}
