import { type AddEntityUserBody, type Language, textMsg } from '@arrenda/core';
import { newLinkToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { badRequest, conflict, notFound } from '../errors';
import { translate } from '../i18n';
import { mailContext } from '../mail/layout';
import type { EntityAccess } from '../plugins/access';
import {
  accessTypeName,
  accountOfAddress,
  addMembership,
  deleteMemberInvitation,
  listMemberInvitations,
  replaceMemberInvitation,
  sharingNames,
} from './member-invitation-queries';
import { memberAddedMail, memberInvitationMail } from './member-mails';

/** How long an invitation to an entity opens: long enough for someone to register, then it is gone. */
export const MEMBER_INVITATION_DAYS = 14;

/** GET /entities/{id}/invitations: the pending ones, oldest first, for the permissions tab. */
export const listInvitations = (ctx: AppContext, access: EntityAccess) =>
  listMemberInvitations(ctx.db, access.entityId);

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
  const typeName = await accessTypeName(ctx.db, body.accessTypeId);
  if (typeName === undefined) {
    throw badRequest('server.badRequest', { fieldErrors: { accessTypeId: 'validation.accessTypeRequired' } });
  }
  const [names, account] = await Promise.all([
    sharingNames(ctx.db, entityId, access.userId),
    accountOfAddress(ctx.db, body.email),
  ]);
  if (!names) throw notFound('server.entityNotFound');
  const sharing = { entityId, ...names, accessType: typeName };

  if (account?.activatedAt) {
    if (!(await addMembership(ctx.db, entityId, account.id, body.accessTypeId))) {
      throw conflict('server.userAlreadyInEntity', { fieldErrors: { email: 'server.userAlreadyInEntity' } });
    }
    ctx.mailer.sendLater(memberAddedMail(body.email, mailContext(ctx, account.language), sharing));
  } else {
    const { token, tokenHash } = newLinkToken();
    await ctx.db.transaction(async (tx) => {
      await replaceMemberInvitation(tx, {
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
  if (!(await deleteMemberInvitation(ctx.db, access.entityId, invitationId))) {
    throw notFound('server.memberInvitationNotFound');
  }
  return listMemberInvitations(ctx.db, access.entityId);
}
