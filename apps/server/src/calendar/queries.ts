import type { Language } from '@arrenda/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { calendarFeed, users } from '../db/schema';
import { storedDayText } from '../db/stored-days';

/** Turns the user's feed on under a new token (the old one, if any, stops working). */
export async function keepFeedToken(db: Db, userId: number, tokenHash: string) {
  const [row] = await db
    .insert(calendarFeed)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({ target: calendarFeed.userId, set: { tokenHash, createdAt: new Date() } })
    .returning({ createdAt: calendarFeed.createdAt });
  if (!row) throw new Error('calendar feed not kept');
  return row.createdAt;
}

export async function deleteFeed(db: Db, userId: number) {
  await db.delete(calendarFeed).where(eq(calendarFeed.userId, userId));
}

/** When the user's feed was turned on or last renewed; undefined when it is off. */
export async function feedOf(db: Db, userId: number) {
  const [row] = await db
    .select({ createdAt: calendarFeed.createdAt })
    .from(calendarFeed)
    .where(eq(calendarFeed.userId, userId));
  return row?.createdAt;
}

/** The activated user a feed token belongs to, with their language. */
export async function feedOwner(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ userId: users.id, language: users.language, activatedAt: users.activatedAt })
    .from(calendarFeed)
    .innerJoin(users, eq(users.id, calendarFeed.userId))
    .where(eq(calendarFeed.tokenHash, tokenHash));
  return row?.activatedAt ? { userId: row.userId, language: row.language as Language } : undefined;
}

/** A contract of the feed: what its events say and link to, days as 'YYYY-MM-DD'. */
export interface FeedContract {
  id: number;
  entityId: number;
  propertyId: number;
  entityName: string;
  propertyName: string | null;
  propertyType: string;
  tenants: string | null;
  startDay: string;
  endDay: string;
  renegotiationStart: string | null;
  renegotiationEnd: string | null;
  frequencyTypeId: number;
  frequencyValue: number;
  rentDueDay: number;
  currency: string;
}

/**
 * The contracts of every entity the user is a member of (any access reads them), those not ended
 * more than a year ago: the feed's window on the past.
 */
export function feedContracts(db: Db, userId: number) {
  return queryRows<FeedContract>(
    db,
    sql`select c.id, c.entity_id as "entityId", c.property_id as "propertyId", e.name as "entityName",
        p.name as "propertyName", pt.name as "propertyType",
        (select string_agg(t.name, ', ' order by t.id) from contract_tenant ct join tenant t on t.id = ct.tenant_id
          where ct.contract_id = c.id) as tenants,
        ${storedDayText('c.start_date')} as "startDay", ${storedDayText('c.end_date')} as "endDay",
        ${storedDayText('c.start_date_renegotiation_period')} as "renegotiationStart",
        ${storedDayText('c.end_date_renegotiation_period')} as "renegotiationEnd",
        c.frequency_type_id as "frequencyTypeId", c.frequency_value as "frequencyValue",
        c.rent_due_day as "rentDueDay", trim(cu.code) as currency
      from entity_user eu
        join entity e on e.id = eu.entity_id
        join contract c on c.entity_id = eu.entity_id
        join property p on p.id = c.property_id
        join property_type pt on pt.id = p.property_type_id
        join currency cu on cu.id = c.currency_id
      where eu.user_id = ${userId} and c.end_date >= now() - interval '1 year'
      order by c.id`,
  );
}

/** A change of rent in the contracts' histories from a year ago on (updates and renegotiations). */
export interface FeedRentChange {
  id: number;
  contractId: number;
  effectiveDay: string;
  amount: string;
  reason: 'UPDATE' | 'RENEGOTIATION';
}

export function feedRentChanges(db: Db, userId: number) {
  return queryRows<FeedRentChange>(
    db,
    sql`select h.id, h.contract_id as "contractId", ${storedDayText('h.effective_date')} as "effectiveDay",
        h.amount::text as amount, h.reason
      from entity_user eu join contract_rent h on h.entity_id = eu.entity_id
      where eu.user_id = ${userId} and h.reason <> 'START' and h.effective_date >= now() - interval '1 year'
      order by h.id`,
  );
}
