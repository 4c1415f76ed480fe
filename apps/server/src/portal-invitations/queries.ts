import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../db/client';
import { entity, entityUser, tenant, tenantAccount, tenantInvitation, users } from '../db/schema';
import { landlordName } from '../entities/queries';

/** The entity's tenant with its landlord's name; with `lock`, its row locked until the transaction ends. */
export async function findTenant(db: Reader, entityId: number, tenantId: number, { lock = false } = {}) {
  const query = db
    .select({ name: tenant.name, landlordName })
    .from(tenant)
    .innerJoin(entity, eq(entity.id, tenant.entityId))
    .where(and(eq(tenant.entityId, entityId), eq(tenant.id, tenantId)));
  const [row] = await (lock ? query.for('update', { of: tenant }) : query);
  return row;
}

/** Locks the tenant row, as an invitation or a revocation does. */
export async function lockTenant(tx: Tx, tenantId: number) {
  await tx.select({ id: tenant.id }).from(tenant).where(eq(tenant.id, tenantId)).for('update');
}

const openInvitations = (entityId: number, tenantId: number) =>
  and(
    eq(tenantInvitation.entityId, entityId),
    eq(tenantInvitation.tenantId, tenantId),
    isNull(tenantInvitation.acceptedAt),
  );

/** The account linked to the tenant, if any, and since when. */
export async function linkedAccount(db: Reader, entityId: number, tenantId: number) {
  const [account] = await db
    .select({ email: users.email, since: tenantAccount.createdAt })
    .from(tenantAccount)
    .innerJoin(users, eq(users.id, tenantAccount.userId))
    .where(and(eq(tenantAccount.entityId, entityId), eq(tenantAccount.tenantId, tenantId)));
  return account;
}

/** The tenant's latest open invitation, if any. */
export async function latestOpenInvitation(db: Reader, entityId: number, tenantId: number) {
  const [invitation] = await db
    .select({
      email: tenantInvitation.email,
      sentAt: tenantInvitation.createdAt,
      expiresAt: tenantInvitation.expiresAt,
    })
    .from(tenantInvitation)
    .where(openInvitations(entityId, tenantId))
    .orderBy(desc(tenantInvitation.createdAt), desc(tenantInvitation.id))
    .limit(1);
  return invitation;
}

/** Whether the tenant has an account linked. */
export async function hasLinkedAccount(tx: Tx, entityId: number, tenantId: number) {
  const linked = await tx
    .select({ userId: tenantAccount.userId })
    .from(tenantAccount)
    .where(and(eq(tenantAccount.entityId, entityId), eq(tenantAccount.tenantId, tenantId)));
  return linked.length > 0;
}

/** Whether the address is that of one of the entity's own users. */
export async function isMemberAddress(tx: Tx, entityId: number, email: string) {
  const members = await tx
    .select({ userId: entityUser.userId })
    .from(entityUser)
    .innerJoin(users, eq(users.id, entityUser.userId))
    .where(and(eq(entityUser.entityId, entityId), eq(users.email, email)));
  return members.length > 0;
}

/** Replaces the tenant's open invitations with this one. */
export async function replaceInvitation(tx: Tx, invitation: typeof tenantInvitation.$inferInsert) {
  await tx.delete(tenantInvitation).where(openInvitations(invitation.entityId, invitation.tenantId));
  await tx.insert(tenantInvitation).values(invitation);
}

/** The language of the address's account, if it has one. */
export async function accountLanguage(db: Reader, email: string) {
  const [account] = await db.select({ language: users.language }).from(users).where(eq(users.email, email));
  return account?.language;
}

/** Unlinks the tenant's account and cancels its open invitations. */
export async function unlinkTenant(tx: Tx, entityId: number, tenantId: number) {
  await tx
    .delete(tenantAccount)
    .where(and(eq(tenantAccount.entityId, entityId), eq(tenantAccount.tenantId, tenantId)));
  await tx.delete(tenantInvitation).where(openInvitations(entityId, tenantId));
}

/**
 * The open invitation a link names: its token's hash, unused, unexpired, for this address; locked
 * until the transaction ends when `lock` is set.
 */
export async function findOpenInvitation(
  db: Reader,
  email: string,
  tokenHash: string,
  { lock = false } = {},
) {
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
        eq(tenantInvitation.tokenHash, tokenHash),
        eq(tenantInvitation.email, email),
        isNull(tenantInvitation.acceptedAt),
        gt(tenantInvitation.expiresAt, sql`now()`),
      ),
    );
  const [row] = await (lock ? query.for('update', { of: tenantInvitation }) : query);
  return row;
}

/**
 * Uses the invitation up and links its tenant to the account; false when the tenant has an account
 * linked already.
 */
export async function linkTenant(
  tx: Tx,
  invitation: { id: number; entityId: number; tenantId: number },
  userId: number,
) {
  await tx
    .update(tenantInvitation)
    .set({ acceptedAt: sql`now()` })
    .where(eq(tenantInvitation.id, invitation.id));
  const linked = await tx
    .insert(tenantAccount)
    .values({ tenantId: invitation.tenantId, entityId: invitation.entityId, userId })
    .onConflictDoNothing({ target: tenantAccount.tenantId })
    .returning({ tenantId: tenantAccount.tenantId });
  return linked.length > 0;
}
