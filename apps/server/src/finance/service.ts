import {
  asksForPage,
  type EntityFinanceOverview,
  type FinanceSummary,
  type FinanceSummaryPageQuery,
  type FinanceSummaryRow,
  type FinanceSummaryTotals,
  type OverviewContract,
  type OverviewQuery,
  type OverviewTotalsAnswer,
  type Page,
  pageWindow,
  todayInPortugal,
} from '@arrenda/core';
import type { AppContext } from '../context';
import { listContracts } from '../contracts/queries';
import { listEntityExpensesIn } from '../expenses/queries';
import type { EntityAccess } from '../plugins/access';
import { readRefreshed, refreshOverview } from './kept-overview';
import { overviewPage, overviewRows, overviewTotals } from './kept-overview-queries';
import { periodMonths } from './period-months';
import { contractRents, periodRents, propertiesByIds, propertyExpensesIn } from './queries';
import * as summaryPages from './summary-page';
import { contractRow, type MonthRange, propertyRow, rowRents } from './summary-row';

const nameOf = (item: { propertyName: string | null; propertyType: { name: string } }) =>
  item.propertyName ?? item.propertyType.name;

/**
 * GET /entities/{id}/overview: the contracts that run today, owe rent or need an action (those
 * needing one first, oldest reason first), read from their kept rows (docs/domain.md "Kept
 * figures"). Without paging keys the product's answer, every row with the totals; with any, one page.
 */
export async function overview(
  ctx: AppContext,
  access: EntityAccess,
  query: OverviewQuery,
): Promise<EntityFinanceOverview | Page<OverviewContract>> {
  const search = query.search || undefined;
  if (!asksForPage(query)) {
    await refreshOverview(ctx.db, access.entityId);
    const [contracts, { totals }] = await Promise.all([
      overviewRows(ctx.db, access.entityId),
      overviewTotals(ctx.db, access.entityId),
    ]);
    const { byCurrency: _byCurrency, ...figures } = totals;
    return { contracts, totals: figures };
  }
  const page = { sort: query.sort ?? 'action', order: query.order ?? 'asc', ...pageWindow(query) } as const;
  const { items, total } = await readRefreshed(ctx.db, access.entityId, () =>
    overviewPage(ctx.db, access.entityId, search, page),
  );
  return { items, total };
}

/** The overview's contracts that need an action, oldest reason first (the reminders). */
export async function contractsNeedingAction(ctx: AppContext, entityId: number): Promise<OverviewContract[]> {
  await refreshOverview(ctx.db, entityId);
  return overviewRows(ctx.db, entityId, { actionsOnly: true });
}

/** GET /entities/{id}/overview/totals: the figures above the overview's table. */
export async function totals(ctx: AppContext, access: EntityAccess): Promise<OverviewTotalsAnswer> {
  const { totals: figures } = await readRefreshed(ctx.db, access.entityId, () =>
    overviewTotals(ctx.db, access.entityId),
  );
  return figures;
}

/**
 * GET /entities/{id}/financeSummary: the whole period without paging keys, else one page of it
 * (summary-page.ts).
 */
export const summary = (
  ctx: AppContext,
  access: EntityAccess,
  query: FinanceSummaryPageQuery,
): Promise<FinanceSummary | Page<FinanceSummaryRow>> =>
  asksForPage(query)
    ? summaryPages.summaryPage(ctx.db, access.entityId, query)
    : wholeSummary(ctx, access, query);

/** GET /entities/{id}/financeSummary/totals: the footer of the whole period. */
export const summaryTotals = (
  ctx: AppContext,
  access: EntityAccess,
  query: { startDate: string; endDate: string },
): Promise<FinanceSummaryTotals> => summaryPages.summaryTotals(ctx.db, access.entityId, query);

/**
 * The whole period summary: a row per contract overlapping the months of the period and
 * per property with expenses there but no such contract, plus the entity's own expenses. A
 * property's expenses are shown once, on the row of its latest contract of the period.
 */
async function wholeSummary(
  ctx: AppContext,
  access: EntityAccess,
  query: { startDate: string; endDate: string },
): Promise<FinanceSummary> {
  const { first, last, from, to } = periodMonths(query);
  const range: MonthRange = { first, last };
  const now = new Date();
  const [contracts, rents, ofPeriod, expenses, entityExpenses] = await Promise.all([
    listContracts(ctx.db, access.entityId, { all: true }),
    contractRents(ctx.db, access.entityId, todayInPortugal(now)),
    periodRents(ctx.db, access.entityId, from, to),
    propertyExpensesIn(ctx.db, access.entityId, from, to),
    listEntityExpensesIn(ctx.db, access.entityId, from, to),
  ]);
  const overlapping = contracts
    .filter((contract) => new Date(contract.startDate) < to && new Date(contract.endDate) >= from)
    .sort(
      (a, b) =>
        nameOf({ propertyName: a.property.name, propertyType: a.property.propertyType }).localeCompare(
          nameOf({ propertyName: b.property.name, propertyType: b.property.propertyType }),
        ) ||
        a.propertyId - b.propertyId ||
        b.startDate.localeCompare(a.startDate),
    );
  const shown = new Set<number>();
  const rows: FinanceSummaryRow[] = overlapping.map((contract) => {
    const propertyExpenses = shown.has(contract.propertyId) ? undefined : expenses.get(contract.propertyId);
    shown.add(contract.propertyId);
    return contractRow(
      contract,
      rowRents(rents.get(contract.id)),
      ofPeriod.get(contract.id),
      propertyExpenses,
      range,
      now,
    );
  });
  const withoutContract = [...expenses.keys()].filter((propertyId) => !shown.has(propertyId));
  for (const property of await propertiesByIds(ctx.db, access.entityId, withoutContract)) {
    const propertyExpenses = expenses.get(property.id);
    if (propertyExpenses) rows.push(propertyRow(property, propertyExpenses));
  }
  return { startDate: query.startDate, endDate: query.endDate, rows, entityExpenses };
}
