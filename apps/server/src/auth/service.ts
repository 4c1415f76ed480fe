import type { Language, LoginBody, LoginResponse, RequestResetBody, ResetPasswordBody } from '@arrenda/core';
import type { AppContext } from '../context';
import type { Db, Tx } from '../db/client';
import { AppError, badRequest, conflict, unauthorized } from '../errors';
import { mailContext } from '../mail/layout';
import { consume } from '../plugins/rate-limit';
import { activationMail, passwordChangedMail, resetMail } from './mails';
import { beforePasswordCheck, passwordAccepted, passwordFailed } from './password-attempts';
import { hashPassword, isCommonPassword, verifyDummyPassword, verifyPassword } from './passwords';
import {
  activateInvitedAccount,
  bumpTokenVersion,
  consumeLinkToken,
  extendRegistration,
  findUserByEmail,
  insertActiveAccount,
  liveRegistrations,
  lockUserByEmail,
  replaceLinkToken,
  resetAccountPassword,
} from './queries';
import { hashLinkToken, LINK_TOKEN_TTL_MS, type LinkTokenType, newLinkToken } from './tokens';

/** Addresses are compared trimmed and lower-cased, as accounts store them. */
export const normalizedEmail = (email: string) => email.trim().toLowerCase();

/**
 * The password an invitation's acceptance gives the address's account: none when it is active
 * (it keeps its own); otherwise the one typed, required and refused when common. Hashed here, before
 * the acceptance's transaction (argon2 takes a while); activation never goes back, so an account
 * active now stays active inside it.
 */
export async function invitationPasswordHash(
  db: Db,
  email: string,
  password: string | undefined,
): Promise<string | null> {
  const existing = await findUserByEmail(db, email);
  if (existing?.activatedAt) return null;
  if (!password) throw invitationNeedsPassword();
  refuseCommonPassword(password, 'password');
  return hashPassword(password);
}

/** An invitation accepted by an address without an active account: it must choose a password. */
export const invitationNeedsPassword = () =>
  badRequest('server.invitationNeedsPassword', {
    fieldErrors: { password: 'server.invitationNeedsPassword' },
  });

/**
 * The account an invitation is linked to: an active one as it is; otherwise (none, or never
 * activated) one with the new password, activated, since the link proves the mailbox.
 */
export async function accountForInvitation(
  tx: Tx,
  email: string,
  passwordHash: string | null,
  language: Language,
) {
  const user = await lockUserByEmail(tx, email);
  if (user?.activatedAt) return user.id;
  if (passwordHash === null) throw invitationNeedsPassword();
  if (user) {
    await activateInvitedAccount(tx, user.id, passwordHash, language);
    return user.id;
  }
  const created = await insertActiveAccount(tx, email, passwordHash, language);
  // Registered by someone else at this very moment: the caller tries the link again.
  if (created === undefined) throw conflict('server.conflict');
  return created;
}

export function refuseCommonPassword(password: string, field: string) {
  if (isCommonPassword(password)) {
    throw badRequest('server.passwordCommon', { constraints: { [field]: 'validation.passwordCommon' } });
  }
}

/** A new link token of the user (the older unused ones of its type stop working). */
export async function issueLinkToken(tx: Tx, userId: number, type: LinkTokenType) {
  const { token, tokenHash } = newLinkToken();
  await replaceLinkToken(tx, userId, type, tokenHash, new Date(Date.now() + LINK_TOKEN_TTL_MS[type]));
  return token;
}

/** The pending account's live registration request (newest first) whose password this is. */
export async function matchingRegistration(db: Db, userId: number, password: string) {
  for (const request of await liveRegistrations(db, userId)) {
    if (await verifyPassword(request.passwordHash, password)) return request;
  }
  return undefined;
}

/**
 * Whether the password is that of one of the pending account's registration requests; the matching
 * request is kept a full week from now, as its new link may be opened up to two days later.
 */
async function matchesRegistration(ctx: AppContext, userId: number, password: string) {
  const request = await matchingRegistration(ctx.db, userId, password);
  if (!request) return false;
  await extendRegistration(ctx.db, request.id);
  return true;
}

export async function login(ctx: AppContext, body: LoginBody, ip: string): Promise<LoginResponse> {
  await beforePasswordCheck(ctx.limits, body.email, ip);
  const user = await findUserByEmail(ctx.db, body.email);
  let valid = false;
  if (user?.passwordHash) valid = await verifyPassword(user.passwordHash, body.password);
  else if (user) valid = await matchesRegistration(ctx, user.id, body.password);
  else await verifyDummyPassword(body.password);
  if (!user || !valid) {
    await passwordFailed(ctx.limits, body.email, ip);
    throw unauthorized('server.badCredentials');
  }
  if (!user.activatedAt) {
    const token = await ctx.db.transaction((tx) => issueLinkToken(tx, user.id, 'ACTIVATION'));
    ctx.mailer.sendLater(activationMail(user.email, token, mailContext(ctx, user.language)));
    throw new AppError(403, 'server.accountNotActivated');
  }
  await passwordAccepted(ctx.limits, body.email, ip);
  const { token, expiresAt } = await ctx.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion });
  return {
    accessToken: token,
    expiresAt: expiresAt.toISOString(),
    user: {
      id: user.id,
      version: user.version,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
    },
  };
}

/** Ends every session of the user: tokens carrying the old version stop working. */
export async function logout(ctx: AppContext, userId: number) {
  await bumpTokenVersion(ctx.db, userId);
}

/** POST /auth/resetPassword: answers at once; finding the account and mailing it run after. */
export async function requestPasswordReset(ctx: AppContext, body: RequestResetBody, ip: string) {
  await consume(ctx.limits.resetPerIp, ip);
  ctx.background.run('reset request', async () => {
    const user = await findUserByEmail(ctx.db, body.userEmail);
    if (!user) return;
    const token = await ctx.db.transaction((tx) => issueLinkToken(tx, user.id, 'RESET'));
    ctx.mailer.sendLater(resetMail(user.email, token, mailContext(ctx, user.language)));
  });
}

export async function resetPassword(ctx: AppContext, body: ResetPasswordBody) {
  refuseCommonPassword(body.newPassword, 'password');
  const passwordHash = await hashPassword(body.newPassword);
  const user = await ctx.db.transaction(async (tx) => {
    const userId = await consumeLinkToken(tx, body.userEmail, 'RESET', hashLinkToken(body.token));
    if (userId === undefined) return undefined;
    // The reset link proves the mailbox, so it also activates a never-activated account. The
    // account now has the password typed here: registration requests have nothing left to do.
    return resetAccountPassword(tx, userId, passwordHash);
  });
  if (!user) throw badRequest('server.invalidResetToken');
  ctx.mailer.sendLater(passwordChangedMail(user.email, mailContext(ctx, user.language)));
}
