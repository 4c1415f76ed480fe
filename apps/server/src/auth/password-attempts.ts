import { tooManyRequests } from '../errors';
import { type AuthLimits, consume, isBlocked, LIMITS } from '../plugins/rate-limit';

/**
 * The limits on password guessing (docs/domain.md, "Rate limits"), shared by every call that
 * checks a password: login, activation and password change. Accounts are keyed by their
 * lower-cased e-mail, known or not, so that the limits tell nothing about which accounts exist.
 */
const pair = (account: string, ip: string) => `${account}|${ip}`;

/**
 * Before a password is checked: 429 when the address tries too often, when it failed too often for
 * this account, or when the account failed too often from everywhere and this address has not
 * signed in to it lately (so guessing from many addresses cannot lock its owner out).
 */
export async function beforePasswordCheck(limits: AuthLimits, account: string, ip: string) {
  await consume(limits.passwordTriesPerIp, ip);
  if (await isBlocked(limits.passwordFailuresPerAccountIp, pair(account, ip))) throw tooManyRequests();
  if (
    (await isBlocked(limits.passwordFailuresPerAccount, account)) &&
    !(await limits.knownAddresses.get(pair(account, ip)))
  ) {
    throw tooManyRequests();
  }
}

export async function passwordFailed(limits: AuthLimits, account: string, ip: string) {
  await limits.passwordFailuresPerAccountIp.penalty(pair(account, ip), 1);
  await limits.passwordFailuresPerAccount.penalty(account, 1);
}

/** The right password: the address's failures are forgiven and it is known to the account. */
export async function passwordAccepted(limits: AuthLimits, account: string, ip: string) {
  await limits.passwordFailuresPerAccountIp.delete(pair(account, ip));
  await limits.knownAddresses.set(pair(account, ip), 1, LIMITS.knownAddresses.duration);
}
