import { expectedPeriods } from '@arrenda/core';
import type { AppContext } from '../context';
import { automaticContractsDue } from './generation-queries';
import { generateRents, monthOf, scheduleOf } from './rent-generation';
import { periodInstant } from './values';

/**
 * The daily job (docs/domain.md "Automatic rents"): for every contract of every entity with automatic
 * rents whose expected months include the current month (UTC), the rent of that month, unless it
 * has one or had one generated before. Past gaps are left to the contract's button. One query
 * finds the few contracts still to do; each is then done in its own transaction under its lock, so
 * that runs of several instances at once create each month once.
 */
export async function generateAutomaticRents(ctx: AppContext, now: Date) {
  const month = monthOf(now);
  const period = periodInstant(month);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const nextMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const candidates = await automaticContractsDue(ctx.db, period, monthStart, nextMonthStart);
  // Monthly contracts expect every month; those every N months, weeks or days only some.
  const thisMonth = { first: month, last: month };
  const due = candidates.filter((row) => expectedPeriods(scheduleOf(row), now, thisMonth).length > 0);
  let created = 0;
  const failed: { contractId: number; error: unknown }[] = [];
  for (const target of due) {
    try {
      created += (await generateRents(ctx.db, target, now, 'current'))?.length ?? 0;
    } catch (error) {
      // One contract's failure must not keep the others from their rents; the run reports it.
      failed.push({ contractId: target.contractId, error });
    }
  }
  if (failed.length > 0) {
    const ids = failed.map((failure) => failure.contractId).join(', ');
    throw new AggregateError(
      failed.map((failure) => failure.error),
      `automatic rents failed for contracts ${ids} (${created} rents created)`,
    );
  }
  return { contracts: due.length, created };
}
