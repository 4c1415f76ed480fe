import type { ProfileBody } from '@arrenda/core';
import { eq, sql } from 'drizzle-orm';
import type { Reader } from '../db/client';
import { asEdited, type EditResult, editResult } from '../db/optimistic-queries';
import { users } from '../db/schema';

/**
 * Changes the account's profile, at the version the form was filled from when the body names one:
 * the account as it now is, else why no row changed.
 */
export async function updateProfile(
  db: Reader,
  userId: number,
  body: ProfileBody,
): Promise<typeof users.$inferSelect | Exclude<EditResult, 'updated'>> {
  const [user] = await db
    .update(users)
    .set({
      firstName: body.firstName ?? null,
      lastName: body.lastName ?? null,
      remindersEnabled: body.remindersEnabled,
      version: sql`${users.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(asEdited(eq(users.id, userId), users.version, body.version))
    .returning();
  if (user) return user;
  const result = await editResult(db, users, eq(users.id, userId), 0);
  return result === 'updated' ? 'missing' : result;
}

/** Sets the account's password and signs out its sessions (their tokens carry the old version). */
export async function setPassword(db: Reader, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
