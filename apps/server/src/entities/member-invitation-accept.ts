import type { AcceptInvitationBody, Language, MemberInvitationInfo } from '@arrenda/core';
import { textMsg } from '@arrenda/core';
import { findUserByEmail } from '../auth/queries';
import { accountForInvitation, invitationPasswordHash, normalizedEmail } from '../auth/service';
import { hashLinkToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { badRequest } from '../errors';
import { translate } from '../i18n';
import { consume } from '../plugins/rate-limit';
import { findOpenMemberInvitation, recordInvitationAccepted } from './member-invitation-queries';

const invalid = () => badRequest('server.memberInvitationInvalid');

/** GET /auth/memberInvitation: what the page shows; any unusable link is the same 400. */
export async function memberInvitationInfo(
  ctx: AppContext,
  query: { email: string; token: string },
): Promise<MemberInvitationInfo> {
  const found = await findOpenMemberInvitation(
    ctx.db,
    normalizedEmail(query.email),
    hashLinkToken(query.token),
  );
  if (!found) throw invalid();
  const account = await findUserByEmail(ctx.db, normalizedEmail(query.email));
  return {
    email: normalizedEmail(query.email),
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
  const email = normalizedEmail(body.userEmail);
  const tokenHash = hashLinkToken(body.token);
  const seen = await findOpenMemberInvitation(ctx.db, email, tokenHash);
  if (!seen) throw invalid();
  const passwordHash = await invitationPasswordHash(ctx.db, email, body.password);
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
