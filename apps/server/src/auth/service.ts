import type {
  ActivateAccountBody,
  Language,
  LoginBody,
  LoginResponse,
  RegisterBody,
  RequestResetBody,
  ResetPasswordBody,
} from '@arrenda/core';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { AppError, badRequest, unauthorized } from '../errors';
import { consume, isBlocked } from '../plugins/rate-limit';
import {
  activationMail,
  alreadyRegisteredMail,
  type MailContext,
  passwordChangedMail,
  resetMail,
} from './mails';
import { hashPassword, isCommonPassword, verifyDummyPassword, verifyPassword } from './passwords';
import { consumeLinkToken, findUserByEmail, replaceLinkToken } from './queries';
import { hashLinkToken, LINK_TOKEN_TTL_MS, type LinkTokenType, newLinkToken } from './tokens';

const mailContext = (ctx: AppContext, language: Language): MailContext => ({
  appUrl: ctx.config.appUrl,
  supportEmail: ctx.config.supportEmail,
  language,
});

export function refuseCommonPassword(password: string, field: string) {
  if (isCommonPassword(password)) {
    throw badRequest('server.passwordCommon', { constraints: { [field]: 'validation.passwordCommon' } });
  }
}

async function issueLinkToken(ctx: AppContext, userId: number, type: LinkTokenType) {
  const { token, tokenHash } = newLinkToken();
  await ctx.db.transaction((tx) =>
    replaceLinkToken(tx, userId, type, tokenHash, new Date(Date.now() + LINK_TOKEN_TTL_MS[type])),
  );
  return token;
}

/**
 * Registers or, for an e-mail already known, mails its owner instead: the answer is the
 * same either way (no enumeration), and mails go out in the background.
 */
export async function register(ctx: AppContext, body: RegisterBody, ip: string, language: Language) {
  await consume(ctx.limits.registerPerIp, ip);
  refuseCommonPassword(body.password, 'password');
  const passwordHash = await hashPassword(body.password);
  const existing = await findUserByEmail(ctx.db, body.email);
  if (existing?.activatedAt) {
    ctx.mailer.sendLater(alreadyRegisteredMail(body.email, mailContext(ctx, existing.language as Language)));
    return;
  }
  let userId: number;
  if (existing) {
    // Not yet activated: whoever proves the mailbox owns the account, with the latest password.
    await ctx.db
      .update(users)
      .set({ passwordHash, language, updatedAt: sql`now()` })
      .where(eq(users.id, existing.id));
    userId = existing.id;
  } else {
    const [created] = await ctx.db
      .insert(users)
      .values({ email: body.email, passwordHash, language })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!created) return; // registered concurrently by the same e-mail: that request sends the mail
    userId = created.id;
  }
  const token = await issueLinkToken(ctx, userId, 'ACTIVATION');
  ctx.mailer.sendLater(activationMail(body.email, token, mailContext(ctx, language)));
}

export async function activateAccount(ctx: AppContext, body: ActivateAccountBody) {
  const activated = await ctx.db.transaction(async (tx) => {
    const userId = await consumeLinkToken(tx, body.userEmail, 'ACTIVATION', hashLinkToken(body.token));
    if (userId === undefined) return false;
    await tx
      .update(users)
      .set({ activatedAt: sql`coalesce(${users.activatedAt}, now())`, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return true;
  });
  if (!activated) throw badRequest('server.invalidActivationToken');
}

export async function login(ctx: AppContext, body: LoginBody, ip: string): Promise<LoginResponse> {
  await consume(ctx.limits.loginPerIp, ip);
  const accountKey = body.email;
  if (await isBlocked(ctx.limits.loginFailuresPerAccount, accountKey)) {
    throw new AppError(429, 'server.tooManyRequests');
  }
  const user = await findUserByEmail(ctx.db, body.email);
  let valid = false;
  if (user) valid = await verifyPassword(user.passwordHash, body.password);
  else await verifyDummyPassword(body.password);
  if (!user || !valid) {
    await ctx.limits.loginFailuresPerAccount.penalty(accountKey, 1);
    throw unauthorized('server.badCredentials');
  }
  if (!user.activatedAt) {
    const token = await issueLinkToken(ctx, user.id, 'ACTIVATION');
    ctx.mailer.sendLater(activationMail(user.email, token, mailContext(ctx, user.language as Language)));
    throw new AppError(403, 'server.accountNotActivated');
  }
  await ctx.limits.loginFailuresPerAccount.delete(accountKey);
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
  await ctx.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

export async function requestPasswordReset(ctx: AppContext, body: RequestResetBody, ip: string) {
  await consume(ctx.limits.resetPerIp, ip);
  const user = await findUserByEmail(ctx.db, body.userEmail);
  if (!user) return;
  const token = await issueLinkToken(ctx, user.id, 'RESET');
  ctx.mailer.sendLater(resetMail(user.email, token, mailContext(ctx, user.language as Language)));
}

export async function resetPassword(ctx: AppContext, body: ResetPasswordBody) {
  refuseCommonPassword(body.newPassword, 'password');
  const passwordHash = await hashPassword(body.newPassword);
  const user = await ctx.db.transaction(async (tx) => {
    const userId = await consumeLinkToken(tx, body.userEmail, 'RESET', hashLinkToken(body.token));
    if (userId === undefined) return undefined;
    // The reset link proves the mailbox, so it also activates a never-activated account.
    const [updated] = await tx
      .update(users)
      .set({
        passwordHash,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        activatedAt: sql`coalesce(${users.activatedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId))
      .returning({ email: users.email, language: users.language });
    return updated;
  });
  if (!user) throw badRequest('server.invalidResetToken');
  ctx.mailer.sendLater(passwordChangedMail(user.email, mailContext(ctx, user.language as Language)));
}
