import type { Language } from '@arrenda/core';
import { and, desc, eq, gt, isNull, notInArray, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../db/client';
import { registration, users, userToken } from '../db/schema';
import type { LinkTokenType } from './tokens';

export const findUserByEmail = async (db: Reader, email: string) =>
  (await db.select().from(users).where(eq(users.email, email)))[0];

export const findUserById = async (db: Reader, id: number) =>
  (await db.select().from(users).where(eq(users.id, id)))[0];

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
export async function addRegistration(tx: Tx, userId: number, passwordHash: string, language: string) {
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
