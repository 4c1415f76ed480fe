import { type SQL, sql } from 'drizzle-orm';
import { contractViewOf, keptContractRow } from '../contracts/queries';
import { centsOrZero } from '../db/money';
import { contract, contractFigures } from '../db/schema';
import type { PeriodMonths } from './period-months';
import { fromSums, type PeriodSums, periodSums } from './queries';

/**
 * Whether the contract is its property's latest of the period (the latest start, then the lowest
 * id): the row that shows the property's expenses.
 */
const latestOfPeriod = (from: Date, to: Date) => sql`not exists (select 1 from contract c2
  where c2.entity_id = ${contract.entityId} and c2.property_id = ${contract.propertyId}
    and c2.start_date < ${to} and c2.end_date >= ${from}
    and (c2.start_date > ${contract.startDate} or (c2.start_date = ${contract.startDate} and c2.id < ${contract.id})))`;

/**
 * What a page's contract row reads, as columns of the page's own statement, with the contract and
 * its joins (`contractJoins`) joined to each row: the contract's kept row (its view), its latest
 * rent's due day and its oldest due rent not fully paid (the pay action), both as the kept overview
 * row holds them (the page reads after it is brought up to date, docs/domain.md "Kept figures"),
 * its rents of the period summed (periodSums), and its property's expenses of the period when it
 * is the row that shows them. All null on a row without a contract.
 */
export const pageContractColumns = (entityId: number, { from, to }: Pick<PeriodMonths, 'from' | 'to'>): SQL =>
  sql`${keptContractRow} as contract_row,
    (${contractFigures.item} -> 'lastRent' ->> 'paymentDueDate') as last_due,
    (${contractFigures.item} ->> 'rentIdToPay')::int as unpaid_id,
    ${periodSums(entityId, contract.id, from, to)} as period_rents,
    (select json_build_object('sum', sum(e.amount)::text, 'names', json_agg(e.name order by e.date, e.id))
      from expense e
      where e.entity_id = ${entityId} and e.property_id = ${contract.propertyId}
        and e.date >= ${from} and e.date < ${to} and ${latestOfPeriod(from, to)}) as expenses`;

/** The columns of pageContractColumns as the driver hands them over. */
export interface PageContractColumns {
  contract_row: unknown[] | null;
  last_due: string | null;
  unpaid_id: number | null;
  period_rents: PeriodSums;
  expenses: { sum: string | null; names: string[] | null } | null;
}

/** A page's contract with all its row needs, from its columns; undefined on a row without one. */
export function pageContractOf(row: PageContractColumns) {
  if (row.contract_row === null) return undefined;
  const period = fromSums(row.period_rents);
  const sum = row.expenses?.sum ?? null;
  return {
    contract: contractViewOf(row.contract_row),
    lastDue: row.last_due,
    unpaidId: row.unpaid_id,
    period,
    expenses: sum === null ? undefined : { cents: centsOrZero(sum), names: row.expenses?.names ?? [] },
  };
}
