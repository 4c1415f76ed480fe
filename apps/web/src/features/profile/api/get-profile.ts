import type { ProfileView } from '@arrenda/core';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getProfile = () => api<ProfileView>('/profile');

export const profileQueryOptions = () => queryOptions({ queryKey: ['profile'], queryFn: getProfile });

export const useProfile = () => useQuery(profileQueryOptions());

/**
 * Reads the profile again: after an edit refused as stale, the profile as someone else saved it.
 * Resolves once it is read, for the page to remount its form.
 */
export function useReloadProfile() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
}
