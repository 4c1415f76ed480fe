import { z } from 'zod';
import { msg } from '../messages';
import { currentPassword, email, newPassword, PASSWORD_MAX, PASSWORD_MIN, textField } from './fields';

export const registerBody = z.object({ email: email(), password: newPassword });
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({ email: email(), password: currentPassword });
export type LoginBody = z.infer<typeof loginBody>;

/** The link's address and token, and the password chosen at registration (it proves the same person). */
export const activateAccountBody = z.object({
  userEmail: email(),
  token: textField(msg('validation.invalid')).min(1, msg('validation.isRequired')).max(200),
  password: currentPassword,
});
export type ActivateAccountBody = z.infer<typeof activateAccountBody>;

export const requestResetBody = z.object({ userEmail: email() });
export type RequestResetBody = z.infer<typeof requestResetBody>;

const resetPassword = z
  .string({ error: msg('validation.passwordRequired') })
  .min(1, msg('validation.passwordRequired'))
  .min(PASSWORD_MIN, msg('validation.passwordBetween'))
  .max(PASSWORD_MAX, msg('validation.passwordBetween'));

export const resetPasswordBody = z.object({
  userEmail: email(),
  newPassword: resetPassword,
  token: textField(msg('validation.invalid')).min(1, msg('validation.isRequired')).max(200),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const userView = z.object({
  id: z.number(),
  /** The row's version, sent back with an edit (editVersion). */
  version: z.number(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export type UserView = z.infer<typeof userView>;

export const loginResponse = z.object({
  accessToken: z.string(),
  expiresAt: z.string(),
  user: userView,
});
export type LoginResponse = z.infer<typeof loginResponse>;

/* Web forms: the API payloads plus the fields only the browser checks. */

const confirmPassword = z.string();
const passwordsMatch = {
  message: msg('validation.passwordsMatch'),
  path: ['confirmPassword'],
};

export const registrationForm = z
  .object({ email: email(), password: newPassword, confirmPassword })
  .refine((form) => form.password === form.confirmPassword, passwordsMatch);
export type RegistrationForm = z.input<typeof registrationForm>;

/** The activation page: the password chosen at registration, typed again. */
export const activationForm = z.object({ password: currentPassword });
export type ActivationForm = z.input<typeof activationForm>;

export const resetPasswordForm = z
  .object({ password: resetPassword, confirmPassword })
  .refine((form) => form.password === form.confirmPassword, passwordsMatch);
export type ResetPasswordForm = z.input<typeof resetPasswordForm>;
