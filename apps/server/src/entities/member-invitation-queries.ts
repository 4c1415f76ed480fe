import type { MemberInvitationView } from '@arrenda/core';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../db/client';
import { accessType, entity, entityUser, memberInvitation, users } from '../db/schema';

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
export async function sharingNames(db: Reader, entityId: number, inviterId: number) {
  const [row] = await db
    .select({
      entityName: entity.name,
      inviterName: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email})`,
    })
    .from(entity)
    .innerJoin(users, eq(users.id, inviterId))
    .where(eq(entity.id, entityId));
  return row;
}

/** The name of the access type, if there is one of this id. */
export async function accessTypeName(db: Reader, accessTypeId: number) {
  const [row] = await db
    .select({ name: accessType.name })
    .from(accessType)
    .where(eq(accessType.id, accessTypeId));
  return row?.name;
}

/** The address's account, if any: whether it is active and its language. */
export async function accountOfAddress(db: Reader, email: string) {
  const [account] = await db
    .select({ id: users.id, activatedAt: users.activatedAt, language: users.language })
    .from(users)
    .where(eq(users.email, email));
  return account;
}

/** Makes the account a member of the entity; false when it is one already. */
export async function addMembership(db: Reader, entityId: number, userId: number, accessTypeId: number) {
  const [added] = await db
    .insert(entityUser)
    .values({ entityId, userId, accessTypeId })
    .onConflictDoNothing()
    .returning({ userId: entityUser.userId });
  return added !== undefined;
}

/** Replaces the address's invitations to the entity with this one. */
export async function replaceMemberInvitation(tx: Tx, invitation: typeof memberInvitation.$inferInsert) {
  await tx
    .delete(memberInvitation)
    .where(
      and(eq(memberInvitation.entityId, invitation.entityId), eq(memberInvitation.email, invitation.email)),
    );
  await tx.insert(memberInvitation).values(invitation);
}

/** Deletes the entity's invitation; false when there was none. */
export async function deleteMemberInvitation(db: Reader, entityId: number, invitationId: number) {
  const deleted = await db
    .delete(memberInvitation)
    .where(and(eq(memberInvitation.entityId, entityId), eq(memberInvitation.id, invitationId)))
    .returning({ id: memberInvitation.id });
  return deleted.length > 0;
}

/** The open invitation a link names: its token's hash, for this address, unused and unexpired. */
export async function findOpenMemberInvitation(
  db: Reader,
  email: string,
  tokenHash: string,
  { lock = false } = {},
) {
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
        eq(memberInvitation.tokenHash, tokenHash),
        eq(memberInvitation.email, email),
        isNull(memberInvitation.acceptedAt),
        gt(memberInvitation.expiresAt, sql`now()`),
      ),
    );
  const [row] = await (lock ? query.for('update', { of: memberInvitation }) : query);
  return row;
}

/**
 * Uses the invitation up and makes the account a member with its access type; an account that
 * became a member meanwhile keeps its own.
 */
export async function recordInvitationAccepted(
  tx: Tx,
  invitation: { id: number; entityId: number; accessTypeId: number },
  userId: number,
) {
  await tx
    .update(memberInvitation)
    .set({ acceptedAt: sql`now()` })
    .where(eq(memberInvitation.id, invitation.id));
  await tx
    .insert(entityUser)
    .values({ entityId: invitation.entityId, userId, accessTypeId: invitation.accessTypeId })
    .onConflictDoNothing();
}
