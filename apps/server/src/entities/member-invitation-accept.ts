import type { AcceptInvitationBody, Language, MemberInvitationInfo } from '@arrenda/core';
import { textMsg } from '@arrenda/core';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { findUserByEmail } from '../auth/queries';
import { accountForInvitation, invitationNeedsPassword, refuseCommonPassword } from '../auth/service';
import { hashLinkToken } from '../auth/tokens';
import type { AppContext } from '../context';
import type { Reader } from '../db/client';
import { accessType, entity, entityUser, memberInvitation } from '../db/schema';
import { badRequest } from '../errors';
import { translate } from '../i18n';
import { consume } from '../plugins/rate-limit';

const invalid = () => badRequest('server.memberInvitationInvalid');

/** Addresses are compared trimmed and lower-cased, as accounts store them. */
const normalized = (email: string) => email.trim().toLowerCase();

/** The open invitation the link names: its token, for this address, unused and unexpired. */
async function findInvitation(db: Reader, email: string, token: string, { lock = false } = {}) {
  const query = db
    .select({
      id: memberInvitation.id,
      entityId: memberInvitation.entityId,
      accessTypeId: memberInvitation.accessTypeId,
      accessType: accessType.name,
      entityName: entity.name,
    })
    .from(memberInvitation)
    .innerJoin(entity, eq(entity.id, memberInvitation.entityId))
    .innerJoin(accessType, eq(accessType.id, memberInvitation.accessTypeId))
    .where(
      and(
        eq(memberInvitation.tokenHash, hashLinkToken(token)),
        eq(memberInvitation.email, normalized(email)),
        isNull(memberInvitation.acceptedAt),
        gt(memberInvitation.expiresAt, sql`now()`),
      ),
    );
  const [row] = await (lock ? query.for('update', { of: memberInvitation }) : query);
  return row;
}

/** GET /auth/memberInvitation: what the page shows; any unusable link is the same 400. */
export async function memberInvitationInfo(
  ctx: AppContext,
  query: { email: string; token: string },
): Promise<MemberInvitationInfo> {
  const found = await findInvitation(ctx.db, query.email, query.token);
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
  const seen = await findInvitation(ctx.db, email, body.token);
  if (!seen) throw invalid();
  const existing = await findUserByEmail(ctx.db, email);
  let passwordHash: string | null = null;
  if (!existing?.activatedAt) {
    if (!body.password) throw invitationNeedsPassword();
    refuseCommonPassword(body.password, 'password');
    passwordHash = await hashPassword(body.password);
  }
  await ctx.db.transaction(async (tx) => {
    const invitation = await findInvitation(tx, email, body.token, { lock: true });
    if (!invitation) throw invalid();
    const userId = await accountForInvitation(tx, email, passwordHash, language);
    await tx
      .update(memberInvitation)
      .set({ acceptedAt: sql`now()` })
      .where(eq(memberInvitation.id, invitation.id));
    await tx
      .insert(entityUser)
      .values({ entityId: invitation.entityId, userId, accessTypeId: invitation.accessTypeId })
      .onConflictDoNothing();
  });
  return {
    message: translate(language, textMsg('server.memberInvitationAccepted', { entity: seen.entityName })),
    entityId: seen.entityId,
  };
}
