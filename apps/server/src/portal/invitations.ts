import {
  type Language,
  pickLanguage,
  type TenantInvitationBody,
  type TenantPortalStatus,
} from '@arrenda/core';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { newLinkToken } from '../auth/tokens';
import type { AppContext } from '../context';
import type { Reader, Tx } from '../db/client';
import { entity, entityUser, tenant, tenantAccount, tenantInvitation, users } from '../db/schema';
import { conflict, notFound } from '../errors';
import type { EntityAccess } from '../plugins/access';
import { invitationMail } from './mails';
import { landlordName } from './queries';

/** How long an invitation link opens (docs/security.md #6: short, single use, a new one revokes the old). */
const INVITATION_TTL_MS = 7 * 24 * 3600_000;

async function requireTenant(db: Reader, entityId: number, tenantId: number, { lock = false } = {}) {
  const query = db
    .select({ name: tenant.name, landlordName })
    .from(tenant)
    .innerJoin(entity, eq(entity.id, tenant.entityId))
    .where(and(eq(tenant.entityId, entityId), eq(tenant.id, tenantId)));
  const [row] = await (lock ? query.for('update', { of: tenant }) : query);
  if (!row) throw notFound('server.tenantNotFound');
  return row;
}

const openInvitations = (entityId: number, tenantId: number) =>
  and(
    eq(tenantInvitation.entityId, entityId),
    eq(tenantInvitation.tenantId, tenantId),
    isNull(tenantInvitation.acceptedAt),
  );

/** GET /entities/{id}/tenants/{tenantId}/portal: the linked account, else the latest open invitation. */
export async function portalStatus(
  db: Reader,
  entityId: number,
  tenantId: number,
): Promise<TenantPortalStatus> {
  await requireTenant(db, entityId, tenantId);
  const [[account], [invitation]] = await Promise.all([
    db
      .select({ email: users.email, since: tenantAccount.createdAt })
      .from(tenantAccount)
      .innerJoin(users, eq(users.id, tenantAccount.userId))
      .where(and(eq(tenantAccount.entityId, entityId), eq(tenantAccount.tenantId, tenantId))),
    db
      .select({
        email: tenantInvitation.email,
        sentAt: tenantInvitation.createdAt,
        expiresAt: tenantInvitation.expiresAt,
      })
      .from(tenantInvitation)
      .where(openInvitations(entityId, tenantId))
      .orderBy(desc(tenantInvitation.createdAt), desc(tenantInvitation.id))
      .limit(1),
  ]);
  return {
    account: account ? { email: account.email, since: account.since.toISOString() } : null,
    invitation: invitation
      ? {
          email: invitation.email,
          sentAt: invitation.sentAt.toISOString(),
          expiresAt: invitation.expiresAt.toISOString(),
        }
      : null,
  };
}

/** Refuses an address of one of the entity's own users: the portal is for its tenants. */
async function refuseMemberAddress(tx: Tx, entityId: number, email: string) {
  const members = await tx
    .select({ userId: entityUser.userId })
    .from(entityUser)
    .innerJoin(users, eq(users.id, entityUser.userId))
    .where(and(eq(entityUser.entityId, entityId), eq(users.email, email)));
  if (members.length > 0) {
    throw conflict('server.tenantEmailTaken', { fieldErrors: { email: 'server.tenantEmailTaken' } });
  }
}

/**
 * POST /entities/{id}/tenants/{tenantId}/invitation: a new single-use link for 7 days, which
 * replaces the tenant's open invitations; refused while the tenant has an account linked.
 */
export async function invite(
  ctx: AppContext,
  access: EntityAccess,
  tenantId: number,
  body: TenantInvitationBody,
  requestLanguage: Language,
): Promise<TenantPortalStatus> {
  const { entityId } = access;
  const { token, tokenHash } = newLinkToken();
  const names = await ctx.db.transaction(async (tx) => {
    // The tenant row's lock serializes the tenant's invitations, acceptances and revocations.
    const found = await requireTenant(tx, entityId, tenantId, { lock: true });
    const linked = await tx
      .select({ userId: tenantAccount.userId })
      .from(tenantAccount)
      .where(and(eq(tenantAccount.entityId, entityId), eq(tenantAccount.tenantId, tenantId)));
    if (linked.length > 0) throw conflict('server.tenantHasAccount');
    await refuseMemberAddress(tx, entityId, body.email);
    await tx.delete(tenantInvitation).where(openInvitations(entityId, tenantId));
    await tx.insert(tenantInvitation).values({
      entityId,
      tenantId,
      email: body.email,
      tokenHash,
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
      invitedBy: access.userId,
    });
    return found;
  });
  const [account] = await ctx.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.email, body.email));
  const language = account ? pickLanguage(account.language) : requestLanguage;
  ctx.mailer.sendLater(
    invitationMail(
      body.email,
      { appUrl: ctx.config.appUrl, supportEmail: ctx.config.supportEmail, language },
      { landlordName: names.landlordName, tenantName: names.name, token },
    ),
  );
  return portalStatus(ctx.db, entityId, tenantId);
}

/** DELETE /entities/{id}/tenants/{tenantId}/portal: unlinks the account and cancels open invitations. */
export async function revoke(ctx: AppContext, access: EntityAccess, tenantId: number) {
  await ctx.db.transaction(async (tx) => {
    await requireTenant(tx, access.entityId, tenantId, { lock: true });
    await tx
      .delete(tenantAccount)
      .where(and(eq(tenantAccount.entityId, access.entityId), eq(tenantAccount.tenantId, tenantId)));
    await tx.delete(tenantInvitation).where(openInvitations(access.entityId, tenantId));
  });
}
