import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { users, userToken } from '../db/schema';
import type { LinkTokenType } from './tokens';

export const findUserByEmail = async (db: Db | Tx, email: string) =>
  (await db.select().from(users).where(eq(users.email, email)))[0];

export const findUserById = async (db: Db | Tx, id: number) =>
  (await db.select().from(users).where(eq(users.id, id)))[0];

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

/** Marks a valid (unused, unexpired, matching) token used and returns its user id, atomically. */
export async function consumeLinkToken(
  tx: Tx,
  email: string,
  type: LinkTokenType,
  tokenHash: string,
): Promise<number | undefined> {
  const [row] = await tx
    .update(userToken)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userToken.tokenHash, tokenHash),
        eq(userToken.type, type),
        isNull(userToken.usedAt),
        gt(userToken.expiresAt, sql`now()`),
        sql`${userToken.userId} = (select ${users.id} from ${users} where ${users.email} = ${email})`,
      ),
    )
    .returning({ userId: userToken.userId });
  return row?.userId;
}
