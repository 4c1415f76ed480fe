import type { ReminderView } from '@arrenda/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const reminderKeys = {
  all: ['reminders'] as const,
  /** Per user: another account signed in on the same tab never sees the last one's count. */
  of: (userId: number) => ['reminders', userId] as const,
};

/** The reasons to act over every entity where the caller can edit, oldest date first. */
export const getReminders = (signal?: AbortSignal) => api<ReminderView[]>('/reminders', { signal });

export const remindersQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: reminderKeys.of(userId),
    queryFn: ({ signal }) => getReminders(signal),
    /*
     * Every page shows the count and each read computes every entity's overview: read again at most
     * once a minute on a visit or a return to the window (reasons also come with the clock), and at
     * once after a change of an entity's data (useRemindersFollowEntityChanges).
     */
    staleTime: 60_000,
  });

export const useReminders = () => useQuery(remindersQueryOptions(useSession()?.user.id ?? 0));
