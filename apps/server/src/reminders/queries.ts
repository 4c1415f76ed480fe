import { type AccessTypeName, hasRight, RIGHTS } from '@arrenda/core';
import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accessType, currency, entity, entityUser, reminderSent, rent, users } from '../db/schema';

/** The access types whose holders act on an entity's contracts and rents: the edit right. */
export const ACTING_ACCESS_TYPES = (Object.keys(RIGHTS) as AccessTypeName[]).filter((name) =>
  hasRight(name, 'edit'),
);

/**
 * Everyone who gets reminders, one row per entity they act on: activated users with reminders on
 * and an access type with the edit right. One query for all entities.
 */
export function reminderRecipients(db: Db) {
  return db
    .select({
      entityId: entityUser.entityId,
      entityName: entity.name,
      userId: users.id,
      email: users.email,
      language: users.language,
      firstName: users.firstName,
    })
    .from(entityUser)
    .innerJoin(entity, eq(entity.id, entityUser.entityId))
    .innerJoin(users, eq(users.id, entityUser.userId))
    .innerJoin(accessType, eq(accessType.id, entityUser.accessTypeId))
    .where(
      and(
        inArray(accessType.name, ACTING_ACCESS_TYPES),
        isNotNull(users.activatedAt),
        eq(users.remindersEnabled, true),
      ),
    )
    .orderBy(asc(entity.name), asc(entity.id));
}
export type ReminderRecipient = Awaited<ReturnType<typeof reminderRecipients>>[number];

/**
 * The entity's rents with something left to pay, due in [from, to): the few rows of the partial
 * index of unpaid rents (rent_unpaid_idx), whatever the portfolio's history.
 */
export function unpaidRentsDue(db: Db, entityId: number, from: Date, to: Date) {
  return db
    .select({
      id: rent.id,
      contractId: rent.contractId,
      paymentDueDate: rent.paymentDueDate,
      paymentPeriodDate: rent.paymentPeriodDate,
      amountToPay: rent.amountToPay,
      currency: currency.code,
    })
    .from(rent)
    .innerJoin(currency, eq(currency.id, rent.currencyId))
    .where(
      and(
        eq(rent.entityId, entityId),
        // A literal, so that the planner matches the partial index's predicate.
        sql`${rent.amountToPay} > 0`,
        gte(rent.paymentDueDate, from),
        lt(rent.paymentDueDate, to),
      ),
    );
}
export type UnpaidRent = Awaited<ReturnType<typeof unpaidRentsDue>>[number];

/**
 * Claims the user's events before mailing them: only the keys not claimed before, by this run or
 * any other (the primary key decides, even between instances running at once), come back.
 */
export async function claimEvents(
  db: Db,
  userId: number,
  events: readonly { entityId: number; key: string }[],
): Promise<Set<string>> {
  if (events.length === 0) return new Set();
  const claimed = await db
    .insert(reminderSent)
    .values(events.map(({ entityId, key }) => ({ userId, entityId, eventKey: key })))
    .onConflictDoNothing()
    .returning({ key: reminderSent.eventKey });
  return new Set(claimed.map((row) => row.key));
}

/** Gives claims back when their mail could not be sent, so that a later run sends them. */
export async function releaseEvents(db: Db, userId: number, keys: readonly string[]) {
  if (keys.length === 0) return;
  await db
    .delete(reminderSent)
    .where(and(eq(reminderSent.userId, userId), inArray(reminderSent.eventKey, [...keys])));
}
