import type { CalendarFeedLink, CalendarFeedView } from '@arrenda/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const calendarKey = ['profile', 'calendar'] as const;

/** GET /profile/calendar: whether the calendar feed is on. */
export const getCalendarFeed = (signal?: AbortSignal) =>
  api<CalendarFeedView>('/profile/calendar', { signal });

export const useCalendarFeed = () =>
  useQuery(queryOptions({ queryKey: calendarKey, queryFn: ({ signal }) => getCalendarFeed(signal) }));

/** POST /profile/calendar: turns the feed on or renews its address; the answer holds it, shown once. */
export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<CalendarFeedLink>('/profile/calendar', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKey }),
  });
}

/** DELETE /profile/calendar: turns the feed off; its address stops working. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/profile/calendar', { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKey }),
  });
}
