import {
  type AddEntityUserBody,
  type Language,
  type MemberInvitationView,
  pickLanguage,
  textMsg,
} from '@arrenda/core';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { newLinkToken } from '../auth/tokens';
import type { AppContext } from '../context';
import type { Reader } from '../db/client';
import { accessType, entity, entityUser, memberInvitation, users } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { translate } from '../i18n';
import { mailContext } from '../mail/layout';
import type { EntityAccess } from '../plugins/access';
import { memberAddedMail, memberInvitationMail } from './member-mails';

/** How long an invitation to an entity opens: long enough for someone to register, then it is gone. */
export const MEMBER_INVITATION_DAYS = 14;

/** The open invitations: not accepted and not expired. */
export const openMemberInvitations = (entityId: number) =>
  and(
    eq(memberInvitation.entityId, entityId),
    isNull(memberInvitation.acceptedAt),
    gt(memberInvitation.expiresAt, sql`now()`),
  );

/** GET /entities/{id}/invitations: the pending ones, oldest first, for the permissions tab. */
export async function listMemberInvitations(db: Reader, entityId: number): Promise<MemberInvitationView[]> {
  const rows = await db
    .select({
      id: memberInvitation.id,
      email: memberInvitation.email,
      accessType: accessType.name,
      sentAt: memberInvitation.createdAt,
      expiresAt: memberInvitation.expiresAt,
    })
    .from(memberInvitation)
    .innerJoin(accessType, eq(accessType.id, memberInvitation.accessTypeId))
    .where(openMemberInvitations(entityId))
    .orderBy(asc(memberInvitation.createdAt), asc(memberInvitation.id));
  return rows.map((row) => ({
    ...row,
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/** The entity's name and the inviter's, as the mails show them. */
async function sharingNames(db: Reader, entityId: number, inviterId: number) {
  const [row] = await db
    .select({
      entityName: entity.name,
      inviterName: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email})`,
    })
    .from(entity)
    .innerJoin(users, eq(users.id, inviterId))
    .where(eq(entity.id, entityId));
  if (!row) throw notFound('server.entityNotFound');
  return row;
}

/**
 * POST /entities/{id}/users: an activated account becomes a member at once and is mailed a link to
 * the entity; any other address (unknown, or an account never activated) is mailed an invitation
 * to register, which replaces its open ones. Both answer the same message, after the same kind of
 * work (one look-up, one insert, one mail queued), so the answer tells nothing about the address.
 * An address already a member is refused (409): the permissions tab lists members anyway.
 */
export async function addMember(
  ctx: AppContext,
  access: EntityAccess,
  body: AddEntityUserBody,
  requestLanguage: Language,
) {
  const { entityId } = access;
  const [typeRow] = await ctx.db
    .select({ name: accessType.name })
    .from(accessType)
    .where(eq(accessType.id, body.accessTypeId));
  if (!typeRow) {
    throw badRequest('server.badRequest', { fieldErrors: { accessTypeId: 'validation.accessTypeRequired' } });
  }
  const [names, [account]] = await Promise.all([
    sharingNames(ctx.db, entityId, access.userId),
    ctx.db
      .select({ id: users.id, activatedAt: users.activatedAt, language: users.language })
      .from(users)
      .where(eq(users.email, body.email)),
  ]);
  const sharing = { entityId, ...names, accessType: typeRow.name };

  if (account?.activatedAt) {
    const [added] = await ctx.db
      .insert(entityUser)
      .values({ entityId, userId: account.id, accessTypeId: body.accessTypeId })
      .onConflictDoNothing()
      .returning({ userId: entityUser.userId });
    if (!added) {
      throw conflict('server.userAlreadyInEntity', { fieldErrors: { email: 'server.userAlreadyInEntity' } });
    }
    ctx.mailer.sendLater(
      memberAddedMail(body.email, mailContext(ctx, pickLanguage(account.language)), sharing),
    );
  } else {
    const { token, tokenHash } = newLinkToken();
    await ctx.db.transaction(async (tx) => {
      await tx
        .delete(memberInvitation)
        .where(and(eq(memberInvitation.entityId, entityId), eq(memberInvitation.email, body.email)));
      await tx.insert(memberInvitation).values({
        entityId,
        email: body.email,
        accessTypeId: body.accessTypeId,
        tokenHash,
        expiresAt: new Date(Date.now() + MEMBER_INVITATION_DAYS * 24 * 3600_000),
        invitedBy: access.userId,
      });
    });
    // A never-activated account's language is only what someone typed at registration: the inviter's.
    ctx.mailer.sendLater(
      memberInvitationMail(body.email, mailContext(ctx, requestLanguage), {
        ...sharing,
        token,
        days: MEMBER_INVITATION_DAYS,
      }),
    );
  }
  return {
    message: translate(requestLanguage, textMsg('server.memberInvitationSent', { email: body.email })),
  };
}

/** DELETE /entities/{id}/invitations/{invitationId}: its link stops working at once. */
export async function revokeMemberInvitation(ctx: AppContext, access: EntityAccess, invitationId: number) {
  const deleted = await ctx.db
    .delete(memberInvitation)
    .where(and(eq(memberInvitation.entityId, access.entityId), eq(memberInvitation.id, invitationId)))
    .returning({ id: memberInvitation.id });
  if (deleted.length === 0) throw notFound('server.memberInvitationNotFound');
  return listMemberInvitations(ctx.db, access.entityId);
}
