import type { ChangePasswordBody, ProfileBody, ProfileView } from '@arrenda/core';
import { passwordChangedMail } from '../auth/mails';
import { beforePasswordCheck, passwordAccepted, passwordFailed } from '../auth/password-attempts';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { findUserById } from '../auth/queries';
import { refuseCommonPassword } from '../auth/service';
import type { AppContext } from '../context';
import { refusedEdit } from '../db/optimistic-queries';
import { badRequest, unauthorized } from '../errors';
import { mailContext } from '../mail/layout';
import { setPassword, updateProfile as updateRow } from './queries';

const view = (user: ProfileView): ProfileView => ({
  id: user.id,
  version: user.version,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  remindersEnabled: user.remindersEnabled,
});

export async function getProfile(ctx: AppContext, userId: number): Promise<ProfileView> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized();
  return view(user);
}

export async function updateProfile(
  ctx: AppContext,
  userId: number,
  body: ProfileBody,
): Promise<ProfileView> {
  const user = await updateRow(ctx.db, userId, body);
  if (typeof user === 'string') throw refusedEdit(user, unauthorized());
  return view(user);
}

/**
 * Needs the current password, checked under the limits of a login (a stolen session must not
 * guess it freely); signs out every session and tells the owner by mail.
 */
export async function changePassword(ctx: AppContext, userId: number, body: ChangePasswordBody, ip: string) {
  const user = await findUserById(ctx.db, userId);
  if (!user?.passwordHash) throw unauthorized();
  await beforePasswordCheck(ctx.limits, user.email, ip);
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    await passwordFailed(ctx.limits, user.email, ip);
    throw badRequest('server.wrongCurrentPassword', {
      fieldErrors: { currentPassword: 'server.wrongCurrentPassword' },
    });
  }
  await passwordAccepted(ctx.limits, user.email, ip);
  refuseCommonPassword(body.newPassword, 'newPassword');
  await setPassword(ctx.db, userId, await hashPassword(body.newPassword));
  ctx.mailer.sendLater(passwordChangedMail(user.email, mailContext(ctx, user.language)));
}
