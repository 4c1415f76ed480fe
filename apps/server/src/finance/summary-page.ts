import {
  type FinanceSummaryPageQuery,
  type FinanceSummaryRow,
  type FinanceSummaryTotals,
  type Page,
  pageWindow,
} from '@arrenda/core';
import type { Db } from '../db/client';
import { entityExpenseTotalsIn } from '../expenses/queries';
import { readRefreshed } from './kept-overview';
import { periodMonths } from './period-months';
import { FOLD_AFTER, foldPeriodTotals, keptPeriodTotals } from './period-totals-queries';
import { propertiesByIds, propertyExpensesIn } from './queries';
import { pageContractOf } from './summary-page-contract-queries';
import { keepExpenseOnly, periodPage } from './summary-page-queries';
import { contractRow, propertyRow } from './summary-row';

/**
 * One page of the period summary, computed for its rows only (docs/domain.md "Lists a page at a
 * time"): the rows are chosen and ordered in SQL with the period's count and their contracts, rents
 * and expenses, in one statement (docs/performance.md "One statement per page"); a property with
 * expenses but no contract in the period takes one more for its own row.
 * Rows of a property keep together: its latest contract first.
 */
export async function summaryPage(
  db: Db,
  entityId: number,
  query: FinanceSummaryPageQuery,
): Promise<Page<FinanceSummaryRow>> {
  const months = periodMonths(query);
  const { first, last, from, to } = months;
  const window = pageWindow(query);
  const { rows, total, counted, unfolded } = await readRefreshed(db, entityId, () =>
    periodPage(db, entityId, query, months, window),
  );
  const withoutContract = rows.filter((row) => row.contract_id === null).map((row) => row.property_id);
  const now = new Date();
  const [, , properties, expenses] = await Promise.all([
    // A count of the rows without contract that the page had to make is kept for the next pages.
    counted && keepExpenseOnly(db, entityId, months, counted.revision, counted.properties),
    // The count sums the kept period totals: many rows of differences (a day of payments before
    // the hourly job folds them) are folded by the read that finds them, as the footer does.
    unfolded > FOLD_AFTER && foldPeriodTotals(db, entityId),
    propertiesByIds(db, entityId, withoutContract),
    withoutContract.length === 0 ? undefined : propertyExpensesIn(db, entityId, from, to, withoutContract),
  ]);
  const propertiesById = new Map(properties.map((property) => [property.id, property]));
  const items = rows.flatMap((row): FinanceSummaryRow[] => {
    if (row.contract_id === null) {
      const property = propertiesById.get(row.property_id);
      const propertyExpenses = expenses?.get(row.property_id) ?? { cents: 0, names: [] };
      return property ? [propertyRow(property, propertyExpenses)] : [];
    }
    const found = pageContractOf(row);
    if (!found) return [];
    const { contract, lastDue, unpaidId, period } = found;
    return [contractRow(contract, { lastDue, unpaidId }, period, found.expenses, { first, last }, now)];
  });
  return { items, total };
}

/**
 * The footer of the whole period (its kept totals per currency: period-totals-queries.ts) and the entity's
 * own expenses of the period per currency.
 */
export async function summaryTotals(
  db: Db,
  entityId: number,
  query: { startDate: string; endDate: string },
): Promise<FinanceSummaryTotals> {
  const months = periodMonths(query);
  const [{ totals }, entityExpenses] = await Promise.all([
    readRefreshed(db, entityId, () => keptPeriodTotals(db, entityId, months)),
    entityExpenseTotalsIn(db, entityId, months),
  ]);
  return { totals, entityExpenses };
}
