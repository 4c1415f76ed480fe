import { expectedPeriods, newRent, type Period, type RentTerms } from '@arrenda/core';
import type { Db, Tx } from '../db/client';
import { amountOf, amountOrNull } from '../db/money';
import {
  type ContractTarget,
  insertRents,
  type LockedContract,
  lockContract,
  recordGenerated,
  rentPeriodsOf,
} from './generation-queries';
import { rentValues } from './values';

/** What a new rent takes from the contract; a contract without a taxable amount reads its amount (docs/domain.md). */
const termsOf = (locked: LockedContract): RentTerms => ({
  currencyId: locked.currencyId,
  amount: amountOf(locked.amount),
  extraAmount: amountOrNull(locked.extraAmount),
  taxableAmount: amountOrNull(locked.taxableAmount) ?? amountOf(locked.amount),
  taxRetention: locked.taxRetention,
  taxRetentionPercentage: amountOrNull(locked.taxRetentionPercentage),
  rentDueDay: locked.rentDueDay,
});

/** A contract's schedule as rent-periods reads it. */
export const scheduleOf = (
  row: Pick<LockedContract, 'startDate' | 'endDate' | 'frequencyTypeId' | 'frequencyValue'>,
) => ({
  startDate: row.startDate.toISOString(),
  endDate: row.endDate.toISOString(),
  frequencyTypeId: row.frequencyTypeId,
  frequencyValue: row.frequencyValue,
});

export const monthOf = (instant: Date): Period => instant.toISOString().slice(0, 7);

/**
 * Which months to generate: `missing`, every month expected up to now without a rent (the
 * contract's button); `current`, the current month (UTC) when it is expected and has no rent, for
 * a contract that still has automatic rents (the daily job).
 */
export type Generation = 'missing' | 'current';

async function monthsToGenerate(tx: Tx, locked: LockedContract, now: Date, generation: Generation) {
  const current = monthOf(now);
  // The daily job asks for the current month alone: the schedule's earlier months are not listed.
  const expected =
    generation === 'missing'
      ? expectedPeriods(scheduleOf(locked), now)
      : locked.automaticRents
        ? expectedPeriods(scheduleOf(locked), now, { first: current, last: current })
        : [];
  if (expected.length === 0) return [];
  const periods = await rentPeriodsOf(tx, locked.entityId, locked.contractId);
  const withRent = new Set(periods.map((period) => monthOf(period)));
  return expected.filter((month) => !withRent.has(month));
}

/**
 * Creates a contract's rents with the new-rent defaults, in one transaction under the contract's
 * lock (docs/domain.md "Automatic rents"), and records each generated month in rent_generation. Answers
 * the months created, oldest first; undefined when the contract is not there.
 */
export function generateRents(
  db: Db,
  target: ContractTarget,
  now: Date,
  generation: Generation,
): Promise<Period[] | undefined> {
  return db.transaction(async (tx) => {
    const locked = await lockContract(tx, target);
    if (!locked) return undefined;
    const months = await monthsToGenerate(tx, locked, now, generation);
    if (months.length === 0) return [];
    const { entityId, contractId } = locked;
    const terms = termsOf(locked);
    const rows = months.map((month) => rentValues(newRent(terms, month)));
    const recorded = await recordGenerated(
      tx,
      rows.map((row) => ({ entityId, contractId, period: row.paymentPeriodDate })),
    );
    // The job generates a month once ever (a generated rent the user deleted stays deleted); a month
    // already recorded is also a second guard behind the lock. The button fills any missing month.
    const fresh = new Set(recorded.map((period) => period.getTime()));
    const created =
      generation === 'current' ? rows.filter((row) => fresh.has(row.paymentPeriodDate.getTime())) : rows;
    if (created.length > 0) {
      await insertRents(
        tx,
        created.map((row) => ({ entityId, contractId, ...row })),
      );
    }
    return created.map((row) => monthOf(row.paymentPeriodDate));
  });
}
