import { z } from 'zod';
import { msg } from '../messages';
import { userView } from './auth';
import { currentPassword, editVersion, newPassword, optionalText } from './fields';

export const profileBody = z.object({
  version: editVersion,
  firstName: optionalText(60),
  lastName: optionalText(60),
  /** Whether reminder mails are sent (docs/domain.md "Reminders"); left out, it stays as it is. */
  remindersEnabled: z.boolean({ error: msg('validation.invalid') }).optional(),
});
export type ProfileBody = z.infer<typeof profileBody>;
export type ProfileForm = z.input<typeof profileBody>;

/** GET and PUT /profile: the user's account with its own settings. */
export const profileView = userView.extend({ remindersEnabled: z.boolean() });
export type ProfileView = z.infer<typeof profileView>;

export const changePasswordBody = z.object({ currentPassword, newPassword });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const changePasswordForm = changePasswordBody
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: msg('validation.passwordsMatch'),
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.input<typeof changePasswordForm>;

/** GET /profile/calendar: whether the user's calendar feed is on, and since when ('YYYY-MM-DDTHH:mm:ss.sssZ'). */
export const calendarFeedView = z.object({ enabled: z.boolean(), createdAt: z.string().nullable() });
export type CalendarFeedView = z.infer<typeof calendarFeedView>;

/** POST /profile/calendar: the feed's private address, shown this once (only its hash is kept). */
export const calendarFeedLink = z.object({ url: z.string(), createdAt: z.string() });
export type CalendarFeedLink = z.infer<typeof calendarFeedLink>;
