import { type ContractView, dayStart, todayInPortugal } from '@arrenda/core';
import type { AppContext } from '../context';
import { listContracts } from '../contracts/queries';
import { mailContext } from '../mail/layout';
import { updateStates } from '../rent-updates/queries';
import { unreceiptedPaymentDays } from '../tax-year/at-receipt-queries';
import { AT_RECEIPT_MAIL_DAYS, OVERDUE_MAIL_DAYS, type ReminderEvent, reminderEvents } from './events';
import { type DigestItem, reminderDigestMail } from './mails';
import {
  claimEvents,
  type ReminderRecipient,
  releaseEvents,
  reminderRecipients,
  type UnpaidRent,
  unpaidRentsDue,
} from './queries';

const DAY_MS = 86_400_000;

/** What one run did. */
export interface ReminderRun {
  /** Users with reminders on who act on an entity. */
  recipients: number;
  /** Events newly claimed and mailed. */
  reminders: number;
  mails: number;
  /**
   * Mails that could not be stored in the outbox: their events were given back for a later run. A
   * stored mail the mail server refuses stays queued and is retried (plugins/mail.ts).
   */
  failedMails: number;
}

interface EntityEvents {
  events: readonly ReminderEvent[];
  contracts: ReadonlyMap<number, ContractView>;
  rents: ReadonlyMap<number, UnpaidRent>;
}

/**
 * The entity's events at `now`, from four queries whatever its size: its contracts (as the overview
 * reads them), its unpaid rents due in the days that are still mailed (before today, in Portugal),
 * its contracts' rent histories as their statutory update reads them, and the days of its last week
 * paid without a Tax Authority e-receipt recorded.
 */
async function entityEvents(ctx: AppContext, entityId: number, now: Date): Promise<EntityEvents> {
  const today = dayStart(todayInPortugal(now)).getTime();
  const [contracts, rents, updates, unreceipted] = await Promise.all([
    listContracts(ctx.db, entityId, { all: true }),
    unpaidRentsDue(ctx.db, entityId, new Date(today - OVERDUE_MAIL_DAYS * DAY_MS), new Date(today)),
    updateStates(ctx.db, entityId),
    unreceiptedPaymentDays(
      ctx.db,
      entityId,
      new Date(today - AT_RECEIPT_MAIL_DAYS * DAY_MS),
      new Date(today),
    ),
  ]);
  return {
    events: reminderEvents(contracts, rents, now, updates, unreceipted),
    contracts: new Map(contracts.map((contract) => [contract.id, contract])),
    rents: new Map(rents.map((rent) => [rent.id, rent])),
  };
}

/** A user's events over the entities they act on, entity by entity, each entity's by day. */
function digestOf(memberships: readonly ReminderRecipient[], byEntity: ReadonlyMap<number, EntityEvents>) {
  const items: DigestItem[] = [];
  for (const { entityId, entityName } of memberships) {
    const found = byEntity.get(entityId);
    if (!found) continue;
    const sorted = [...found.events].sort((a, b) => a.day.localeCompare(b.day) || a.key.localeCompare(b.key));
    for (const event of sorted) {
      const contract = found.contracts.get(event.contractId);
      if (!contract) continue;
      const rent = event.rentId === null ? null : (found.rents.get(event.rentId) ?? null);
      items.push({ entityId, entityName, event, contract, rent });
    }
  }
  return items;
}

/**
 * Mails each user with reminders on the events of the entities they act on that they were not
 * mailed yet (docs/domain.md "Reminders"): one digest per user and run. Events are claimed before the
 * mail goes (a claim is the once-only guarantee, also between instances running at once) and given
 * back when the mail cannot be stored; once stored, the outbox retries it until it goes. Costs one query, two per entity and at most two per user.
 */
export async function sendReminders(ctx: AppContext, now: Date): Promise<ReminderRun> {
  const recipients = await reminderRecipients(ctx.db);
  const byUser = new Map<number, ReminderRecipient[]>();
  for (const row of recipients) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);

  const byEntity = new Map<number, EntityEvents>();
  // One entity at a time: a background job should not take every database connection.
  for (const entityId of new Set(recipients.map((row) => row.entityId))) {
    byEntity.set(entityId, await entityEvents(ctx, entityId, now));
  }

  const run: ReminderRun = { recipients: byUser.size, reminders: 0, mails: 0, failedMails: 0 };
  for (const [userId, memberships] of byUser) {
    const candidates = digestOf(memberships, byEntity);
    const claimed = await claimEvents(
      ctx.db,
      userId,
      candidates.map((item) => ({ entityId: item.entityId, key: item.event.key })),
    );
    const items = candidates.filter((item) => claimed.has(item.event.key));
    const [user] = memberships;
    if (!user || items.length === 0) continue;
    const mail = reminderDigestMail(user.email, user.firstName, items, mailContext(ctx, user.language));
    try {
      await ctx.mailer.send(mail);
      run.mails += 1;
      run.reminders += items.length;
    } catch {
      await releaseEvents(ctx.db, userId, [...claimed]);
      run.failedMails += 1;
    }
  }
  return run;
}
