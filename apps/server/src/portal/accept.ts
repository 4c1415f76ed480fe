import type { AcceptInvitationBody, InvitationInfo, Language } from '@arrenda/core';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { findUserByEmail } from '../auth/queries';
import { refuseCommonPassword } from '../auth/service';
import { hashLinkToken } from '../auth/tokens';
import type { AppContext } from '../context';
import type { Reader, Tx } from '../db/client';
import { entity, registration, tenant, tenantAccount, tenantInvitation, users } from '../db/schema';
import { badRequest, conflict } from '../errors';
import { consume } from '../plugins/rate-limit';
import { landlordName } from './queries';

const invalid = () => badRequest('server.invitationInvalid');
const needsPassword = () =>
  badRequest('server.invitationNeedsPassword', {
    fieldErrors: { password: 'server.invitationNeedsPassword' },
  });

/** Addresses are compared trimmed and lower-cased, as accounts store them. */
const normalized = (email: string) => email.trim().toLowerCase();

/**
 * The open invitation the link names: its token, unused, unexpired, for this address; locked
 * until the transaction ends when `lock` is set.
 */
async function findInvitation(db: Reader, email: string, token: string, { lock = false } = {}) {
  const query = db
    .select({
      id: tenantInvitation.id,
      entityId: tenantInvitation.entityId,
      tenantId: tenantInvitation.tenantId,
      tenantName: tenant.name,
      landlordName,
    })
    .from(tenantInvitation)
    .innerJoin(
      tenant,
      and(eq(tenant.id, tenantInvitation.tenantId), eq(tenant.entityId, tenantInvitation.entityId)),
    )
    .innerJoin(entity, eq(entity.id, tenantInvitation.entityId))
    .where(
      and(
        eq(tenantInvitation.tokenHash, hashLinkToken(token)),
        eq(tenantInvitation.email, normalized(email)),
        isNull(tenantInvitation.acceptedAt),
        gt(tenantInvitation.expiresAt, sql`now()`),
      ),
    );
  const [row] = await (lock ? query.for('update', { of: tenantInvitation }) : query);
  return row;
}

/** GET /auth/tenantInvitation: what the page shows; any unusable link is the same 400. */
export async function invitationInfo(
  ctx: AppContext,
  query: { email: string; token: string },
): Promise<InvitationInfo> {
  const found = await findInvitation(ctx.db, query.email, query.token);
  if (!found) throw invalid();
  const account = await findUserByEmail(ctx.db, normalized(query.email));
  return {
    email: normalized(query.email),
    landlordName: found.landlordName,
    tenantName: found.tenantName,
    // A not yet activated account gets a new password on accepting, so the page asks for one.
    accountExists: Boolean(account?.activatedAt),
  };
}

/**
 * The account the invitation is linked to: an active one as it is; otherwise (none, or never
 * activated) one with the new password, activated, since the link proves the mailbox.
 */
export async function accountFor(tx: Tx, email: string, passwordHash: string | null, language: Language) {
  const [user] = await tx
    .select({ id: users.id, activatedAt: users.activatedAt })
    .from(users)
    .where(eq(users.email, email))
    .for('update');
  if (user?.activatedAt) return user.id;
  if (passwordHash === null) throw needsPassword();
  if (user) {
    await tx
      .update(users)
      .set({ passwordHash, language, activatedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await tx.delete(registration).where(eq(registration.userId, user.id));
    return user.id;
  }
  const [created] = await tx
    .insert(users)
    .values({ email, passwordHash, language, activatedAt: sql`now()` })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  // Registered by someone else at this very moment: the caller tries the link again.
  if (!created) throw conflict('server.conflict');
  return created.id;
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
  const email = normalized(body.userEmail);
  const seen = await findInvitation(ctx.db, email, body.token);
  if (!seen) throw invalid();
  // Hashed before the transaction (argon2 takes a while); activation never goes back, so an account
  // active now stays active inside it.
  const existing = await findUserByEmail(ctx.db, email);
  let passwordHash: string | null = null;
  if (!existing?.activatedAt) {
    if (!body.password) throw needsPassword();
    refuseCommonPassword(body.password, 'password');
    passwordHash = await hashPassword(body.password);
  }
  await ctx.db.transaction(async (tx) => {
    // The tenant row first, as an invitation or a revocation locks it: a revocation waits for this
    // link, then removes it.
    await tx.select({ id: tenant.id }).from(tenant).where(eq(tenant.id, seen.tenantId)).for('update');
    const invitation = await findInvitation(tx, email, body.token, { lock: true });
    if (!invitation) throw invalid();
    const userId = await accountFor(tx, email, passwordHash, language);
    await tx
      .update(tenantInvitation)
      .set({ acceptedAt: sql`now()` })
      .where(eq(tenantInvitation.id, invitation.id));
    const linked = await tx
      .insert(tenantAccount)
      .values({ tenantId: invitation.tenantId, entityId: invitation.entityId, userId })
      .onConflictDoNothing({ target: tenantAccount.tenantId })
      .returning({ tenantId: tenantAccount.tenantId });
    if (linked.length === 0) throw conflict('server.tenantHasAccount');
  });
}
