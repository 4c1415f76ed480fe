import { todayInPortugal } from '@arrenda/core';
import { listContracts } from '../contracts/queries';
import type { Db } from '../db/client';
import { updateStates } from '../rent-updates/queries';
import { missingAtReceipts, trailStart } from '../tax-year/at-receipt-queries';
import { overviewContract } from './contract-state';
import { latestStarts, staleOverviewRows, validUntil, writeOverviewRows } from './kept-overview-queries';
import { contractRentMonths, contractRents } from './queries';

/** Contracts recomputed per round: a month's start dates every row of a large portfolio at once. */
const BATCH = 500;
/** Rounds per read at most: a portfolio of 50,000 contracts; the rest waits for the next read. */
const MAX_ROUNDS = 100;

const noRents = { last: null, oldestUnpaidDue: null };
const noMonths = { months: [], retainedYearCents: 0 };

/**
 * Computes the rows of some contracts and writes those no write has marked again meanwhile; `at`
 * is the database's clock as they were picked, which their instants are seen from.
 */
async function recompute(
  db: Db,
  entityId: number,
  stale: readonly { contract_id: number; revision: number }[],
  at: string,
) {
  const ids = stale.map((row) => row.contract_id);
  const now = new Date();
  const [contracts, rents, months, until, updates, atMissing] = await Promise.all([
    listContracts(db, entityId, { ids }),
    contractRents(db, entityId, todayInPortugal(now), ids),
    contractRentMonths(db, entityId, now.getUTCFullYear(), ids),
    validUntil(db, ids, at),
    updateStates(db, entityId, ids),
    missingAtReceipts(db, entityId, trailStart(now), ids),
  ]);
  const latest = await latestStarts(db, entityId, contracts);
  const revisions = new Map(stale.map((row) => [row.contract_id, row.revision]));
  const rows = contracts.map((view) => {
    const item = overviewContract(
      view,
      rents.get(view.id) ?? noRents,
      months.get(view.id) ?? noMonths,
      (latest.get(view.propertyId) ?? '') > view.startDate,
      now,
      updates.get(view.id),
      atMissing.get(view.id),
    );
    return {
      contract_id: view.id,
      revision: revisions.get(view.id),
      valid_until: until.get(view.id)?.valid_until,
      owed_valid_until: until.get(view.id)?.owed_valid_until,
      shown: item.current || item.debt > 0 || item.actions.length > 0,
      current: item.current,
      needs_action: item.actions.length > 0,
      first_action_date: item.actions[0]?.date ?? '9999-12-31',
      debt: item.debt,
      retained_year: item.retainedAmountYear,
      missing: item.missingRents,
      last_period: item.lastRent?.paymentPeriodDate ?? null,
      tenant_sort: item.tenants[0]?.name.toLowerCase() ?? '',
      item,
    };
  });
  if (rows.length === 0) return;
  // A row marked again since it was read (its revision moved) keeps its mark for the next read.
  await writeOverviewRows(db, rows);
}

/** Brings the entity's marked and expired rows up to date, a batch at a time. */
async function refreshRounds(db: Db, entityId: number): Promise<void> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const stale = await staleOverviewRows(db, entityId, BATCH);
    const [first] = stale;
    if (first) await recompute(db, entityId, stale, first.at);
    if (stale.length < BATCH) return;
  }
}

/** Per database and entity, the refresh running in this process and the one queued behind it. */
const flights = new WeakMap<Db, Map<number, { running: Promise<void>; queued?: Promise<void> }>>();

function launch(db: Db, entityId: number, after?: Promise<void>): Promise<void> {
  const ofDb = flights.get(db) ?? new Map();
  flights.set(db, ofDb);
  const run: Promise<void> = (after ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => {
      ofDb.set(entityId, { running: run });
      return refreshRounds(db, entityId);
    })
    .finally(() => {
      if (ofDb.get(entityId)?.running === run) ofDb.delete(entityId);
    });
  if (!after) ofDb.set(entityId, { running: run });
  return run;
}

/**
 * Brings the entity's overview rows up to date: those a write marked, and those the clock has
 * passed. Usually none: one index lookup. Reads arriving while a refresh runs share the one queued
 * behind it, which starts after theirs arrived and so sees every write they could have seen; 20
 * readers after a payment recompute its contract once, not 20 times (docs/domain.md "Kept figures").
 */
export function refreshOverview(db: Db, entityId: number): Promise<void> {
  const flight = flights.get(db)?.get(entityId);
  if (!flight) return launch(db, entityId);
  flight.queued ??= launch(db, entityId, flight.running);
  return flight.queued;
}

/**
 * A read whose statement also says whether the entity's overview rows wait for a refresh
 * (`overviewStale`): usually they do not and the read is the only statement; when they do, they
 * are refreshed and the read made again, on rows as fresh as a refresh before it would give. A read
 * arriving while this process refreshes the entity waits for that refresh first: right after a
 * write, its page would otherwise be read twice.
 */
export async function readRefreshed<Read extends { stale: boolean }>(
  db: Db,
  entityId: number,
  read: () => Promise<Read>,
): Promise<Read> {
  const flight = flights.get(db)?.get(entityId);
  if (flight) await (flight.queued ?? flight.running).catch(() => undefined);
  const first = await read();
  if (!first.stale) return first;
  await refreshOverview(db, entityId);
  return read();
}
