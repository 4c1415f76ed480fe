import {
  type FinanceSummaryPageQuery,
  type FinanceSummaryRow,
  type FinanceSummaryTotals,
  type Page,
  pageWindow,
  todayInPortugal,
} from '@arrenda/core';
import { listContracts } from '../contracts/queries';
import type { Db } from '../db/client';
import { entityExpenseTotalsIn } from '../expenses/queries';
import { refreshOverview } from './kept-overview';
import { periodMonths } from './period-months';
import { keptPeriodTotals } from './period-totals-queries';
import { contractRents, periodRents, propertiesByIds, propertyExpensesIn } from './queries';
import { latestOfPeriod, type PageRow, periodPage } from './summary-page-queries';
import { contractRow, propertyRow } from './summary-row';

/**
 * One page of the period summary, computed for its rows only (docs/domain.md "Lists a page at a
 * time"): the rows are chosen and ordered in SQL, then their figures read for those contracts and
 * properties alone. Rows of a property keep together: its latest contract first.
 */
export async function summaryPage(
  db: Db,
  entityId: number,
  query: FinanceSummaryPageQuery,
): Promise<Page<FinanceSummaryRow>> {
  const { first, last, from, to } = periodMonths(query);
  await refreshOverview(db, entityId);
  const { offset, limit } = pageWindow(query);
  const { rows, total } = await periodPage(db, entityId, query, { first, last, from, to }, { offset, limit });
  const pageProperties = [...new Set(rows.map((row) => row.property_id))];
  const contractIds = rows.flatMap((row) => (row.contract_id === null ? [] : [row.contract_id]));
  const withoutContract = rows.filter((row) => row.contract_id === null).map((row) => row.property_id);
  const now = new Date();
  // The expenses of every property of the page, read beside which row shows them (one round trip).
  const [contracts, rents, ofPeriod, expenses, properties, latest] = await Promise.all([
    contractIds.length === 0 ? [] : listContracts(db, entityId, { ids: contractIds }),
    contractRents(db, entityId, todayInPortugal(now), contractIds),
    periodRents(db, entityId, from, to, contractIds),
    propertyExpensesIn(db, entityId, from, to, pageProperties),
    propertiesByIds(db, entityId, withoutContract),
    latestOfPeriod(db, entityId, pageProperties, from, to),
  ]);
  const showsExpenses = (row: PageRow) => row.contract_id === null || latest.has(row.contract_id);
  const contractsById = new Map(contracts.map((contract) => [contract.id, contract]));
  const propertiesById = new Map(properties.map((property) => [property.id, property]));
  const items = rows.flatMap((row): FinanceSummaryRow[] => {
    const propertyExpenses = showsExpenses(row) ? expenses.get(row.property_id) : undefined;
    if (row.contract_id === null) {
      const property = propertiesById.get(row.property_id);
      return property ? [propertyRow(property, propertyExpenses ?? { cents: 0, names: [] })] : [];
    }
    const contract = contractsById.get(row.contract_id);
    if (!contract) return [];
    return [
      contractRow(
        contract,
        rents.get(contract.id),
        ofPeriod.get(contract.id),
        propertyExpenses,
        { first, last },
        now,
      ),
    ];
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
  await refreshOverview(db, entityId);
  const [totals, entityExpenses] = await Promise.all([
    keptPeriodTotals(db, entityId, months),
    entityExpenseTotalsIn(db, entityId, months.from, months.to),
  ]);
  return { totals, entityExpenses };
}
