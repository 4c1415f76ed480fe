import {
  dueDayOf,
  expectedPeriods,
  newRent,
  type Period,
  type RentTerms,
  rentInForceOn,
  storedDay,
} from '@arrenda/core';
import type { Db, Tx } from '../db/client';
import { amountOf, amountOrNull } from '../db/money';
import {
  type ContractTarget,
  contractRentsOf,
  insertRents,
  type LockedContract,
  lockContract,
  recordGenerated,
  rentPeriodsOf,
} from './generation-queries';
import { rentValues } from './values';

/** A rent as the contract's history holds it. */
type HistoryRow = Awaited<ReturnType<typeof contractRentsOf>>[number];

/**
 * What a new rent of `month` takes from the contract: the rent in force on its due day in the
 * contract's rent history (docs/domain.md "Rent updates"), the contract's own amounts without one;
 * a rent without a taxable amount reads its amount (docs/domain.md).
 */
function termsOf(locked: LockedContract, history: readonly HistoryRow[], month: Period): RentTerms {
  const inForce = rentInForceOn(
    history.map((row) => ({
      effectiveDay: storedDay(row.effectiveDate),
      amount: amountOf(row.amount),
      taxableAmount: amountOrNull(row.taxableAmount),
    })),
    dueDayOf(month, locked.rentDueDay),
  );
  const amount = inForce?.amount ?? amountOf(locked.amount);
  const taxableAmount = inForce ? inForce.taxableAmount : amountOrNull(locked.taxableAmount);
  return {
    currencyId: locked.currencyId,
    amount,
    extraAmount: amountOrNull(locked.extraAmount),
    taxableAmount: taxableAmount ?? amount,
    taxRetention: locked.taxRetention,
    taxRetentionPercentage: amountOrNull(locked.taxRetentionPercentage),
    rentDueDay: locked.rentDueDay,
  };
}

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
    const history = await contractRentsOf(tx, entityId, contractId);
    const rows = months.map((month) => rentValues(newRent(termsOf(locked, history, month), month)));
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
