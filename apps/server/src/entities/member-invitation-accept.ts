import type { AcceptInvitationBody, Language, MemberInvitationInfo } from '@arrenda/core';
import { textMsg } from '@arrenda/core';
import { hashPassword } from '../auth/passwords';
import { findUserByEmail } from '../auth/queries';
import { accountForInvitation, invitationNeedsPassword, refuseCommonPassword } from '../auth/service';
import { hashLinkToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { badRequest } from '../errors';
import { translate } from '../i18n';
import { consume } from '../plugins/rate-limit';
import { findOpenMemberInvitation, recordInvitationAccepted } from './member-invitation-queries';

const invalid = () => badRequest('server.memberInvitationInvalid');

/** Addresses are compared trimmed and lower-cased, as accounts store them. */
const normalized = (email: string) => email.trim().toLowerCase();

/** GET /auth/memberInvitation: what the page shows; any unusable link is the same 400. */
export async function memberInvitationInfo(
  ctx: AppContext,
  query: { email: string; token: string },
): Promise<MemberInvitationInfo> {
  const found = await findOpenMemberInvitation(ctx.db, normalized(query.email), hashLinkToken(query.token));
  if (!found) throw invalid();
  const account = await findUserByEmail(ctx.db, normalized(query.email));
  return {
    email: normalized(query.email),
    entityName: found.entityName,
    accessType: found.accessType,
    accountExists: Boolean(account?.activatedAt),
  };
}

/**
 * PUT /auth/memberInvitation: makes the address's account (creating or activating it with the
 * password typed, the link proving the mailbox) a member of the entity, and uses the invitation up,
 * in one transaction. An account that became a member meanwhile keeps its access type.
 */
export async function acceptMemberInvitation(
  ctx: AppContext,
  body: AcceptInvitationBody,
  ip: string,
  language: Language,
) {
  await consume(ctx.limits.registerPerIp, ip);
  const email = normalized(body.userEmail);
  const tokenHash = hashLinkToken(body.token);
  const seen = await findOpenMemberInvitation(ctx.db, email, tokenHash);
  if (!seen) throw invalid();
  const existing = await findUserByEmail(ctx.db, email);
  let passwordHash: string | null = null;
  if (!existing?.activatedAt) {
    if (!body.password) throw invitationNeedsPassword();
    refuseCommonPassword(body.password, 'password');
    passwordHash = await hashPassword(body.password);
  }
  await ctx.db.transaction(async (tx) => {
    const invitation = await findOpenMemberInvitation(tx, email, tokenHash, { lock: true });
    if (!invitation) throw invalid();
    const userId = await accountForInvitation(tx, email, passwordHash, language);
    await recordInvitationAccepted(tx, invitation, userId);
  });
  return {
    message: translate(language, textMsg('server.memberInvitationAccepted', { entity: seen.entityName })),
    entityId: seen.entityId,
  };
}
