import type {
  AcceptInvitationBody,
  InvitationInfo,
  Language,
  TenantInvitationBody,
  TenantPortalStatus,
} from '@arrenda/core';
import { findUserByEmail } from '../auth/queries';
import { accountForInvitation, invitationPasswordHash, normalizedEmail } from '../auth/service';
import { hashLinkToken, newLinkToken } from '../auth/tokens';
import type { AppContext } from '../context';
import type { Reader } from '../db/client';
import { badRequest, conflict, notFound } from '../errors';
import { mailContext } from '../mail/layout';
import type { EntityAccess } from '../plugins/access';
import { consume } from '../plugins/rate-limit';
import { invitationMail } from './mails';
import {
  accountLanguage,
  findOpenInvitation,
  findTenant,
  hasLinkedAccount,
  isMemberAddress,
  latestOpenInvitation,
  linkedAccount,
  linkTenant,
  lockTenant,
  replaceInvitation,
  unlinkTenant,
} from './queries';

/** How long an invitation link opens (docs/security.md #6: short, single use, a new one revokes the old). */
const INVITATION_TTL_MS = 7 * 24 * 3600_000;

async function requireTenant(db: Reader, entityId: number, tenantId: number, { lock = false } = {}) {
  const row = await findTenant(db, entityId, tenantId, { lock });
  if (!row) throw notFound('server.tenantNotFound');
  return row;
}

/** GET /entities/{id}/tenants/{tenantId}/portal: the linked account, else the latest open invitation. */
export async function portalStatus(
  ctx: AppContext,
  access: EntityAccess,
  tenantId: number,
): Promise<TenantPortalStatus> {
  const { entityId } = access;
  await requireTenant(ctx.db, entityId, tenantId);
  const [account, invitation] = await Promise.all([
    linkedAccount(ctx.db, entityId, tenantId),
    latestOpenInvitation(ctx.db, entityId, tenantId),
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
    if (await hasLinkedAccount(tx, entityId, tenantId)) throw conflict('server.tenantHasAccount');
    // Refuses an address of one of the entity's own users: the portal is for its tenants.
    if (await isMemberAddress(tx, entityId, body.email)) {
      throw conflict('server.tenantEmailTaken', { fieldErrors: { email: 'server.tenantEmailTaken' } });
    }
    await replaceInvitation(tx, {
      entityId,
      tenantId,
      email: body.email,
      tokenHash,
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
      invitedBy: access.userId,
    });
    return found;
  });
  const language = (await accountLanguage(ctx.db, body.email)) ?? requestLanguage;
  ctx.mailer.sendLater(
    invitationMail(body.email, mailContext(ctx, language), {
      landlordName: names.landlordName,
      tenantName: names.name,
      token,
    }),
  );
  return portalStatus(ctx, access, tenantId);
}

/** DELETE /entities/{id}/tenants/{tenantId}/portal: unlinks the account and cancels open invitations. */
export async function revoke(ctx: AppContext, access: EntityAccess, tenantId: number) {
  await ctx.db.transaction(async (tx) => {
    await requireTenant(tx, access.entityId, tenantId, { lock: true });
    await unlinkTenant(tx, access.entityId, tenantId);
  });
}

const invalid = () => badRequest('server.invitationInvalid');

/** GET /auth/tenantInvitation: what the page shows; any unusable link is the same 400. */
export async function invitationInfo(
  ctx: AppContext,
  query: { email: string; token: string },
): Promise<InvitationInfo> {
  const found = await findOpenInvitation(ctx.db, normalizedEmail(query.email), hashLinkToken(query.token));
  if (!found) throw invalid();
  const account = await findUserByEmail(ctx.db, normalizedEmail(query.email));
  return {
    email: normalizedEmail(query.email),
    landlordName: found.landlordName,
    tenantName: found.tenantName,
    // A not yet activated account gets a new password on accepting, so the page asks for one.
    accountExists: Boolean(account?.activatedAt),
  };
}

/**
 * PUT /auth/tenantInvitation: links the tenant to the address's account, creating or activating it
 * when needed, and uses up the invitation, in one transaction.
 */
export async function acceptInvitation(
  ctx: AppContext,
  body: AcceptInvitationBody,
  ip: string,
  language: Language,
) {
  await consume(ctx.limits.registerPerIp, ip);
  const email = normalizedEmail(body.userEmail);
  const tokenHash = hashLinkToken(body.token);
  const seen = await findOpenInvitation(ctx.db, email, tokenHash);
  if (!seen) throw invalid();
  const passwordHash = await invitationPasswordHash(ctx.db, email, body.password);
  await ctx.db.transaction(async (tx) => {
    // The tenant row first, as an invitation or a revocation locks it: a revocation waits for this
    // link, then removes it.
    await lockTenant(tx, seen.tenantId);
    const invitation = await findOpenInvitation(tx, email, tokenHash, { lock: true });
    if (!invitation) throw invalid();
    const userId = await accountForInvitation(tx, email, passwordHash, language);
    if (!(await linkTenant(tx, invitation, userId))) throw conflict('server.tenantHasAccount');
  });
}
