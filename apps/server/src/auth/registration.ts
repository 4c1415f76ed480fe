import type { ActivateAccountBody, Language, RegisterBody } from '@arrenda/core';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { badRequest } from '../errors';
import { mailContext } from '../mail/layout';
import { consume } from '../plugins/rate-limit';
import { activationMail, alreadyRegisteredMail } from './mails';
import { beforePasswordCheck, passwordAccepted, passwordFailed } from './password-attempts';
import { hashPassword, verifyPassword } from './passwords';
import {
  activateWithChosenPassword,
  addRegistration,
  consumeLinkToken,
  findUserByEmail,
  hasLinkToken,
  insertPendingAccount,
  lockUserByEmail,
} from './queries';
import { issueLinkToken, matchingRegistration, refuseCommonPassword } from './service';
import { hashLinkToken } from './tokens';

/**
 * POST /auth/register. The answer depends on nothing but the body and the caller's address: what
 * depends on whether the address has an account (a new request and its link, or a mail to the
 * owner of an active account) runs after the answer (docs/domain.md, "Registration").
 */
export async function register(ctx: AppContext, body: RegisterBody, ip: string, language: Language) {
  await consume(ctx.limits.registerPerIp, ip);
  refuseCommonPassword(body.password, 'password');
  const passwordHash = await hashPassword(body.password);
  ctx.background.run('registration', () => keepRegistration(ctx, body.email, passwordHash, language));
}

/** The pending account of the address, created when there is none; null when it is active. */
async function pendingAccount(tx: Tx, email: string, language: Language): Promise<number | null> {
  let account = await lockUserByEmail(tx, email);
  if (!account) {
    await insertPendingAccount(tx, email, language);
    // Inserted here, or just now by a registration of the same address: either way it is there.
    account = await lockUserByEmail(tx, email);
  }
  if (!account || account.activatedAt) return null;
  return account.id;
}

async function keepRegistration(ctx: AppContext, email: string, passwordHash: string, language: Language) {
  const token = await ctx.db.transaction(async (tx) => {
    const userId = await pendingAccount(tx, email, language);
    if (userId === null) return null;
    await addRegistration(tx, userId, passwordHash, language);
    return issueLinkToken(tx, userId, 'ACTIVATION');
  });
  if (token === null) {
    const owner = await findUserByEmail(ctx.db, email);
    const ownerLanguage = owner?.language ?? language;
    ctx.mailer.sendLater(alreadyRegisteredMail(email, mailContext(ctx, ownerLanguage)));
    return;
  }
  ctx.mailer.sendLater(activationMail(email, token, mailContext(ctx, language)));
}

const wrongPassword = () =>
  badRequest('server.activationWrongPassword', {
    fieldErrors: { password: 'server.activationWrongPassword' },
  });

/**
 * PUT /auth/activateAccount: the link proves the mailbox, the password typed with it proves that
 * the same person registered. The account takes the password of the registration request it
 * matches; the other requests go. A wrong password leaves the link usable and counts as a failed
 * login of the account.
 */
export async function activateAccount(ctx: AppContext, body: ActivateAccountBody, ip: string) {
  const tokenHash = hashLinkToken(body.token);
  if (!(await hasLinkToken(ctx.db, body.userEmail, 'ACTIVATION', tokenHash))) {
    throw badRequest('server.invalidActivationToken');
  }
  await beforePasswordCheck(ctx.limits, body.userEmail, ip);
  const account = await findUserByEmail(ctx.db, body.userEmail);
  if (!account) throw badRequest('server.invalidActivationToken');
  // An account already active (activated otherwise since the link was sent) keeps its own password.
  const chosen = account.passwordHash
    ? (await verifyPassword(account.passwordHash, body.password))
      ? { passwordHash: account.passwordHash, language: account.language }
      : undefined
    : await matchingRegistration(ctx.db, account.id, body.password);
  if (!chosen) {
    await passwordFailed(ctx.limits, body.userEmail, ip);
    throw wrongPassword();
  }
  const { passwordHash, language } = chosen;
  const activated = await ctx.db.transaction(async (tx) => {
    const userId = await consumeLinkToken(tx, body.userEmail, 'ACTIVATION', tokenHash);
    if (userId === undefined) return false;
    await activateWithChosenPassword(tx, userId, passwordHash, language);
    return true;
  });
  if (!activated) throw badRequest('server.invalidActivationToken');
  await passwordAccepted(ctx.limits, body.userEmail, ip);
}
