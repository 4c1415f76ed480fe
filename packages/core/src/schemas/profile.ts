import { z } from 'zod';
import { msg } from '../messages';
import { currentPassword, editVersion, newPassword, optionalText } from './fields';

export const profileBody = z.object({
  version: editVersion,
  firstName: optionalText(60),
  lastName: optionalText(60),
});
export type ProfileBody = z.infer<typeof profileBody>;
export type ProfileForm = z.input<typeof profileBody>;

export const changePasswordBody = z.object({ currentPassword, newPassword });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const changePasswordForm = changePasswordBody
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: msg('validation.passwordsMatch'),
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.input<typeof changePasswordForm>;
