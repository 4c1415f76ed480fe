import type {
  ContractView,
  EntityFinanceOverview,
  FinanceSummary,
  FinanceSummaryRow,
  OverviewContract,
} from '@arrenda/core';
import { sumMoney, todayInPortugal } from '@arrenda/core';
import type { AppContext } from '../context';
import { listContracts } from '../contracts/queries';
import { listEntityExpensesIn } from '../expenses/queries';
import type { EntityAccess } from '../plugins/access';
import { overviewContract } from './contract-state';
import { periodMonths } from './period-months';
import {
  contractRentMonths,
  contractRents,
  periodRents,
  propertiesByIds,
  propertyExpensesIn,
} from './queries';
import { contractRow, type MonthRange, propertyRow } from './summary-row';

const noRents = { last: null, oldestUnpaidDue: null };
const noMonths = { months: [], retainedYearCents: 0 };

/** Per property, the start of its latest contract: an ended contract with a later one needs nothing. */
function latestStarts(contracts: readonly ContractView[]) {
  const latest = new Map<number, string>();
  for (const { propertyId, startDate } of contracts) {
    const known = latest.get(propertyId);
    if (known === undefined || startDate > known) latest.set(propertyId, startDate);
  }
  return latest;
}

const firstActionDate = (item: OverviewContract) => item.actions[0]?.date ?? '9999-12-31';
const nameOf = (item: { propertyName: string | null; propertyType: { name: string } }) =>
  item.propertyName ?? item.propertyType.name;

/**
 * GET /entities/{id}/overview: the contracts that run today, owe rent or need an action (those
 * needing one first, oldest reason first), with the entity's totals. Three queries in all.
 */
export async function overview(ctx: AppContext, access: EntityAccess): Promise<EntityFinanceOverview> {
  const now = new Date();
  const [contracts, rents, months] = await Promise.all([
    listContracts(ctx.db, access.entityId, { all: true }),
    contractRents(ctx.db, access.entityId, todayInPortugal(now)),
    contractRentMonths(ctx.db, access.entityId, now.getUTCFullYear()),
  ]);
  const latest = latestStarts(contracts);
  const items = contracts
    .map((contract) =>
      overviewContract(
        contract,
        rents.get(contract.id) ?? noRents,
        months.get(contract.id) ?? noMonths,
        (latest.get(contract.propertyId) ?? '') > contract.startDate,
        now,
      ),
    )
    .filter((item) => item.current || item.debt > 0 || item.actions.length > 0)
    .sort(
      (a, b) =>
        firstActionDate(a).localeCompare(firstActionDate(b)) ||
        nameOf(a).localeCompare(nameOf(b)) ||
        a.contractId - b.contractId,
    );
  return {
    contracts: items,
    totals: {
      debt: sumMoney(items.map((item) => item.debt)),
      retainedAmountYear: sumMoney(items.map((item) => item.retainedAmountYear)),
      missingRents: items.reduce((sum, item) => sum + item.missingRents, 0),
      actionsRequired: items.filter((item) => item.actions.length > 0).length,
      currentContracts: items.filter((item) => item.current).length,
    },
  };
}

/**
 * GET /entities/{id}/financeSummary: a row per contract overlapping the months of the period and
 * per property with expenses there but no such contract, plus the entity's own expenses. A
 * property's expenses are shown once, on the row of its latest contract of the period.
 */
export async function summary(
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
      rents.get(contract.id),
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
