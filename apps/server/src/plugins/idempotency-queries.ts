import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKey } from '../db/schema';

/** A user's key is kept this long after its first request (docs/security.md "Idempotent creates"). */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * A first request still unanswered after this is taken as lost (the server stopped while it
 * ran): requests time out after 30 s, so none is still running.
 */
const ABANDONED_MS = 2 * 60 * 1000;

export interface KeyOwner {
  userId: number;
  key: string;
}

/** What a key was first sent with. */
export interface KeyRequest {
  method: string;
  path: string;
  bodyHash: string;
}

const ownedBy = ({ userId, key }: KeyOwner) =>
  and(eq(idempotencyKey.userId, userId), eq(idempotencyKey.key, key));

/**
 * Takes the key for this request: true when no other request holds it. A key past its 24 hours,
 * or held by a request lost long ago, is let go first.
 */
export async function claimKey(db: Db, owner: KeyOwner, request: KeyRequest, now = new Date()) {
  await db
    .delete(idempotencyKey)
    .where(
      and(
        ownedBy(owner),
        or(
          lt(idempotencyKey.createdAt, new Date(now.getTime() - KEY_LIFETIME_MS)),
          and(
            isNull(idempotencyKey.status),
            lt(idempotencyKey.createdAt, new Date(now.getTime() - ABANDONED_MS)),
          ),
        ),
      ),
    );
  // The primary key (user, key) lets one of two requests sent at once insert; the other gets no row.
  const claimed = await db
    .insert(idempotencyKey)
    .values({ ...owner, ...request })
    .onConflictDoNothing()
    .returning({ key: idempotencyKey.key });
  return claimed.length > 0;
}

/** The key's row: what it was first sent with, and its answer once given (status null before). */
export async function readKey(db: Db, owner: KeyOwner) {
  const [row] = await db
    .select({
      method: idempotencyKey.method,
      path: idempotencyKey.path,
      bodyHash: idempotencyKey.bodyHash,
      status: idempotencyKey.status,
      body: idempotencyKey.body,
    })
    .from(idempotencyKey)
    .where(ownedBy(owner));
  return row;
}

/** Keeps the answer of the key's first request: its repeats get it again. */
export async function storeAnswer(db: Db, owner: KeyOwner, status: number, body: string | null) {
  await db.update(idempotencyKey).set({ status, body }).where(ownedBy(owner));
}

/** Lets the key go (the request failed on the server's side): a retry with it runs afresh. */
export async function releaseKey(db: Db, owner: KeyOwner) {
  await db.delete(idempotencyKey).where(ownedBy(owner));
}

/** Removes every key past its 24 hours (the hourly jobs); answers how many went. */
export async function removeExpiredKeys(db: Db, now: Date) {
  const removed = await db
    .delete(idempotencyKey)
    .where(lt(idempotencyKey.createdAt, new Date(now.getTime() - KEY_LIFETIME_MS)))
    .returning({ key: idempotencyKey.key });
  return { removed: removed.length };
}
