import type { AccessTypeName, Language } from '@arrenda/core';
import { and, desc, eq, gt, isNull, notInArray, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../db/client';
import { accessType, entityUser, registration, users, userToken } from '../db/schema';
import type { LinkTokenType } from './tokens';

export const findUserByEmail = async (db: Reader, email: string) =>
  (await db.select().from(users).where(eq(users.email, email)))[0];

export const findUserById = async (db: Reader, id: number) =>
  (await db.select().from(users).where(eq(users.id, id)))[0];

/** The account's address, if there is such an account. */
export async function emailOf(db: Reader, userId: number) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email;
}

/** The address's account, locked until the transaction ends. */
export async function lockUserByEmail(tx: Tx, email: string) {
  const [user] = await tx
    .select({ id: users.id, activatedAt: users.activatedAt })
    .from(users)
    .where(eq(users.email, email))
    .for('update');
  return user;
}

/** Activates a never-activated account with this password and language; its registration requests go. */
export async function activateInvitedAccount(
  tx: Tx,
  userId: number,
  passwordHash: string,
  language: Language,
) {
  await tx
    .update(users)
    .set({ passwordHash, language, activatedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await tx.delete(registration).where(eq(registration.userId, userId));
}

/** A new account, active at once; undefined when the address got an account meanwhile. */
export async function insertActiveAccount(tx: Tx, email: string, passwordHash: string, language: Language) {
  const [created] = await tx
    .insert(users)
    .values({ email, passwordHash, language, activatedAt: sql`now()` })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return created?.id;
}

/** Stores a new link token and revokes the user's older unused ones of that type. */
export async function replaceLinkToken(
  tx: Tx,
  userId: number,
  type: LinkTokenType,
  tokenHash: string,
  expiresAt: Date,
) {
  await tx
    .update(userToken)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userToken.userId, userId), eq(userToken.type, type), isNull(userToken.usedAt)));
  await tx.insert(userToken).values({ userId, type, tokenHash, expiresAt });
}

/** A registration request stays usable this long; activation links last 48 hours. */
export const REGISTRATION_TTL_MS = 7 * 24 * 3600_000;
/** The newest requests kept per pending account: each activation checks the password against them all. */
export const REGISTRATIONS_KEPT = 5;

/** Keeps a registration request of a pending account, dropping the oldest beyond the few kept. */
export async function addRegistration(tx: Tx, userId: number, passwordHash: string, language: Language) {
  await tx.insert(registration).values({
    userId,
    passwordHash,
    language,
    expiresAt: new Date(Date.now() + REGISTRATION_TTL_MS),
  });
  const kept = tx
    .select({ id: registration.id })
    .from(registration)
    .where(eq(registration.userId, userId))
    .orderBy(desc(registration.id))
    .limit(REGISTRATIONS_KEPT);
  await tx
    .delete(registration)
    .where(and(eq(registration.userId, userId), notInArray(registration.id, kept)));
}

/** The live registration requests of a pending account, newest first. */
export const liveRegistrations = (db: Reader, userId: number) =>
  db
    .select()
    .from(registration)
    .where(and(eq(registration.userId, userId), gt(registration.expiresAt, sql`now()`)))
    .orderBy(desc(registration.id))
    .limit(REGISTRATIONS_KEPT);

/** The address's link token of this hash and type, while it is usable (unused, unexpired). */
const usableLinkToken = (email: string, type: LinkTokenType, tokenHash: string) =>
  and(
    eq(userToken.tokenHash, tokenHash),
    eq(userToken.type, type),
    isNull(userToken.usedAt),
    gt(userToken.expiresAt, sql`now()`),
    sql`${userToken.userId} = (select ${users.id} from ${users} where ${users.email} = ${email})`,
  );

/** Whether the address holds a usable link token of this type, without using it. */
export async function hasLinkToken(db: Reader, email: string, type: LinkTokenType, tokenHash: string) {
  const [row] = await db
    .select({ id: userToken.id })
    .from(userToken)
    .where(usableLinkToken(email, type, tokenHash));
  return row !== undefined;
}

/** Marks a usable token used and returns its user id, atomically. */
export async function consumeLinkToken(
  tx: Tx,
  email: string,
  type: LinkTokenType,
  tokenHash: string,
): Promise<number | undefined> {
  const [row] = await tx
    .update(userToken)
    .set({ usedAt: sql`now()` })
    .where(usableLinkToken(email, type, tokenHash))
    .returning({ userId: userToken.userId });
  return row?.userId;
}

/** Keeps the registration request a full week from now. */
export async function extendRegistration(db: Reader, registrationId: number) {
  await db
    .update(registration)
    .set({ expiresAt: new Date(Date.now() + REGISTRATION_TTL_MS) })
    .where(eq(registration.id, registrationId));
}

/** Ends every session of the user: tokens carrying the old version stop working. */
export async function bumpTokenVersion(db: Reader, userId: number) {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

/**
 * Sets the password a reset link chose, signs out every session and activates a never-activated
 * account; its registration requests go. Answers the account's address and language.
 */
export async function resetAccountPassword(tx: Tx, userId: number, passwordHash: string) {
  const [updated] = await tx
    .update(users)
    .set({
      passwordHash,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      activatedAt: sql`coalesce(${users.activatedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ email: users.email, language: users.language });
  await tx.delete(registration).where(eq(registration.userId, userId));
  return updated;
}

/** Creates a pending account of the address unless one exists (or is being created at this moment). */
export async function insertPendingAccount(tx: Tx, email: string, language: Language) {
  await tx.insert(users).values({ email, language }).onConflictDoNothing({ target: users.email });
}

/**
 * Activates the account with the password and language of the registration request it matched
 * (an account already active keeps its own); its registration requests go.
 */
export async function activateWithChosenPassword(
  tx: Tx,
  userId: number,
  passwordHash: string,
  language: Language,
) {
  await tx
    .update(users)
    .set({
      passwordHash,
      language,
      activatedAt: sql`coalesce(${users.activatedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
  await tx.delete(registration).where(eq(registration.userId, userId));
}

/**
 * The caller's access type on the entity as a column of a query on the user (null: none). Its
 * names are qualified by aliases: drizzle leaves the table out of a one-table select's columns.
 */
const accessTypeOf = (userId: number, entityId: number) =>
  sql<AccessTypeName | null>`(select at.name from ${entityUser} eu
    join ${accessType} at on at.id = eu.access_type_id
    where eu.entity_id = ${entityId} and eu.user_id = ${userId})`;

/**
 * The account an access token names, with what its checks need; on a route under
 * /entities/:entityId (`entityId` not null), the caller's access type there, in the same query.
 */
export async function signedInUser(db: Reader, userId: number, entityId: number | null) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      tokenVersion: users.tokenVersion,
      activatedAt: users.activatedAt,
      accessType: entityId === null ? sql<null>`null` : accessTypeOf(userId, entityId),
    })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}
