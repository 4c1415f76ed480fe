import { sql } from 'drizzle-orm';
import { contractsWith } from '../contracts/queries';
import type { Db } from '../db/client';
import { centsOrZero } from '../db/money';
import { contract, contractFigures } from '../db/schema';
import type { PeriodMonths } from './period-months';
import { addPeriodRent, fromTuple, noPeriodRents, type PeriodRentTuple, periodRentTuple } from './queries';

/**
 * Whether the contract is its property's latest of the period (the latest start, then the lowest
 * id): the row that shows the property's expenses.
 */
const latestOfPeriod = (from: Date, to: Date) => sql`not exists (select 1 from contract c2
  where c2.entity_id = ${contract.entityId} and c2.property_id = ${contract.propertyId}
    and c2.start_date < ${to} and c2.end_date >= ${from}
    and (c2.start_date > ${contract.startDate} or (c2.start_date = ${contract.startDate} and c2.id < ${contract.id})))`;

/**
 * What a page's contract rows show beside the contract's view, read in the contract's statement:
 * its latest rent's due day and its oldest due rent not fully paid (the pay action), both as the
 * kept overview row holds them (the page reads after it is brought up to date, docs/domain.md
 * "Kept figures"), its rents of the period, and its property's expenses of the period when it is
 * the row that shows them.
 */
const pageColumns = (entityId: number, from: Date, to: Date) => ({
  lastDue: sql<string | null>`(${contractFigures.item} -> 'lastRent' ->> 'paymentDueDate')`,
  unpaidId: sql<number | null>`(${contractFigures.item} ->> 'rentIdToPay')::int`,
  periodRents: sql<PeriodRentTuple[] | null>`(select json_agg(${periodRentTuple}) from rent
    where rent.entity_id = ${entityId} and rent.contract_id = ${contract.id}
      and rent.payment_period_date >= ${from} and rent.payment_period_date < ${to})`,
  expenses: sql<{ sum: string | null; names: string[] | null }>`(select json_build_object(
      'sum', sum(e.amount)::text, 'names', json_agg(e.name order by e.date, e.id))
    from expense e
    where e.entity_id = ${entityId} and e.property_id = ${contract.propertyId}
      and e.date >= ${from} and e.date < ${to} and ${latestOfPeriod(from, to)})`,
});

/**
 * The contracts of a period summary page with all their row needs, in one statement (docs/performance.md
 * "One statement per page").
 */
export async function pageContracts(
  db: Db,
  entityId: number,
  ids: readonly number[],
  { from, to }: Pick<PeriodMonths, 'from' | 'to'>,
) {
  if (ids.length === 0) return [];
  const found = await contractsWith(db, entityId, ids, pageColumns(entityId, from, to));
  return found.map(({ view, row }) => {
    const period = noPeriodRents();
    for (const rent of row.periodRents ?? []) addPeriodRent(period, fromTuple(rent));
    return {
      contract: view,
      lastDue: row.lastDue,
      unpaidId: row.unpaidId,
      period,
      expenses:
        row.expenses.sum === null
          ? undefined
          : { cents: centsOrZero(row.expenses.sum), names: row.expenses.names ?? [] },
    };
  });
}

export type PageContract = Awaited<ReturnType<typeof pageContracts>>[number];
