import { todayInPortugal } from '@arrenda/core';
import type { AppContext } from '../context';
import { applyRentsInForce } from '../contracts/rent-history-queries';
import { refreshKeptFigures } from '../finance/refresh-job';
import { removeExpiredKeys } from '../plugins/idempotency-queries';
import { sendReminders } from '../reminders/job';
import { generateAutomaticRents } from '../rents/automatic-rents';
import type { Job } from './scheduler';
import { vacuumDatabase } from './vacuum-queries';

/**
 * What the server does by itself each day (docs/domain.md "Rent updates", "Automatic rents" and "Reminders"); on
 * the embedded database, which has no autovacuum, a VACUUM too (docs/operations.md "Autovacuum").
 */
export const dailyJobs = (ctx: AppContext, embedded: boolean): Job[] => [
  // A contract's amount becomes the rent its history puts in force today, before anything reads it.
  { name: 'rents in force', run: (now) => applyRentsInForce(ctx.db, todayInPortugal(now)) },
  // Rents first: a reminder run then already sees the day's new rents.
  { name: 'automatic rents', run: (now) => generateAutomaticRents(ctx, now) },
  // Then the figures the clock has moved, so that the reminders and the next readers find them kept.
  { name: 'kept figures', run: () => refreshKeptFigures(ctx) },
  { name: 'reminders', run: (now) => sendReminders(ctx, now) },
  { name: 'expired idempotency keys', run: (now) => removeExpiredKeys(ctx.db, now) },
  ...(embedded ? [{ name: 'vacuum', run: () => vacuumDatabase(ctx.db) }] : []),
];
