import {
  type ExpenseView,
  type FinanceSummaryRow,
  type FinanceSummaryTotals,
  type OverviewContract,
  type OverviewTotalsAnswer,
  type SummaryCurrencyTotals,
  sumMoney,
} from '@arrenda/core';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router';
import { expect } from 'vitest';
import type { SummaryPageParams } from '@/features/finance/api/get-finance-summary';
import type { OverviewPageParams } from '@/features/finance/api/get-overview-page';
import { pageQueryString } from '@/lib/page-query';
import type { mockApi } from '@/testing/render';

/** The URL of a page of the overview's contracts as the view asks for it, defaults as it sends them. */
export function overviewPageUrl(changes: Partial<OverviewPageParams> = {}) {
  const params = { page: 1, pageSize: 10, sort: 'action', order: 'asc', search: '', ...changes };
  return `/entities/1/overview?${pageQueryString(params)}`;
}

/** The overview's first page, as the view first asks for it. */
export const OVERVIEW = overviewPageUrl();
export const OVERVIEW_TOTALS = '/entities/1/overview/totals';

/** What a page of the summary changes from the first, as the view first asks for it. */
export type SummaryChanges = Partial<Omit<SummaryPageParams, 'startDate' | 'endDate'>>;

/**
 * The URL of a page of the period summary for the months of `startDate` and `endDate`
 * ('YYYY-MM-15') as the view asks for it, defaults as it sends them.
 */
export function summaryPageUrl(startDate: string, endDate: string, changes: SummaryChanges = {}) {
  const params = {
    startDate,
    endDate,
    page: 1,
    pageSize: 10,
    sort: 'property',
    order: 'asc',
    search: '',
    ...changes,
  };
  return `/entities/1/financeSummary?${pageQueryString(params)}`;
}

/** The URL of the period summary's totals for the months of `startDate` and `endDate`. */
/** The first page of the period's own expenses, as its table asks for it (the period's first and last days). */
export function periodExpensesUrl(startDate: string, endDate: string) {
  const [year, month] = endDate.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year ?? 1970, month ?? 1, 0)).toISOString().slice(0, 10);
  const days = { startDate: `${startDate.slice(0, 7)}-01`, endDate: lastDay };
  return `/entities/1/expenses?${pageQueryString({ global: 'true', ...days, page: 1, pageSize: 10, sort: 'date', order: 'desc' })}`;
}

export const summaryTotalsUrl = (startDate: string, endDate: string) =>
  `/entities/1/financeSummary/totals?startDate=${startDate}&endDate=${endDate}`;

/** A current contract of 900 € on apartment 7 (Casa Augusta), nothing owed; override what a test is about. */
export const overviewContract = (
  id: number,
  overrides: Partial<OverviewContract> = {},
): OverviewContract => ({
  contractId: id,
  propertyId: 7,
  propertyName: 'Casa Augusta',
  propertyType: { id: 3, name: 'APARTMENT' },
  address: 'Rua Augusta 10, 2º Esq, 1100-053 Lisboa',
  tenants: [{ id: 3, name: 'Ana Silva' }],
  currency: 'Euro',
  startDate: '2025-01-01',
  endDate: '2027-12-31',
  current: true,
  totalAmount: 900,
  debt: 0,
  retainedAmountYear: 0,
  missingRents: 0,
  duplicateRents: 0,
  actions: [],
  lastRent: {
    id: 30,
    paymentPeriodDate: '2026-02-15',
    paymentDueDate: '2026-02-28',
    amount: 900,
    amountToPay: 0,
    paid: true,
  },
  notes: null,
  rentIdToPay: null,
  ...overrides,
});

/** The overview's totals: all zero, no currency; override what a test is about. */
export const overviewTotals = (totals: Partial<OverviewTotalsAnswer> = {}): OverviewTotalsAnswer => ({
  debt: 0,
  retainedAmountYear: 0,
  missingRents: 0,
  actionsRequired: 0,
  currentContracts: 0,
  byCurrency: [],
  ...totals,
});

/** The answers of a page of the overview's contracts (the first by default) and of the totals. */
export const overviewAnswers = (
  contracts: OverviewContract[],
  {
    changes = {},
    total = contracts.length,
    totals = {},
  }: { changes?: Partial<OverviewPageParams>; total?: number; totals?: Partial<OverviewTotalsAnswer> } = {},
) => ({
  [overviewPageUrl(changes)]: { items: contracts, total },
  [OVERVIEW_TOTALS]: overviewTotals(totals),
});

/** A summary row of contract `contractId` on property 7 in euro, nothing to pay; override what a test is about. */
export const summaryRow = (
  contractId: number | null,
  overrides: Partial<FinanceSummaryRow> = {},
): FinanceSummaryRow => ({
  propertyId: 7,
  contractId,
  propertyName: 'Casa Augusta',
  propertyType: { id: 3, name: 'APARTMENT' },
  addressStreet: 'Rua Augusta',
  addressNumber: '10',
  addressPostalCode: '1100-053',
  addressCity: 'Lisboa',
  addressCountry: 'Portugal',
  addressFloor: '2º Esq',
  contractTotalAmount: contractId === null ? null : 900,
  contractPaymentAmount: contractId === null ? null : 900,
  contractEndDate: contractId === null ? null : '2027-12-31',
  currency: contractId === null ? null : 'Euro',
  lastRentDueDate: null,
  rentIdMissingPayment: null,
  rentsAmountToPayPeriod: 0,
  rentsAmountPaidPeriod: 0,
  rentsAmountToRetainPeriod: 0,
  rentsAmountRetainedPeriod: 0,
  propertyExpenseAmountPeriod: 0,
  propertyExpenseNames: [],
  rentsDescriptionPeriod: [],
  contractDebt: 0,
  tenants: contractId === null ? [] : [{ id: 3, name: 'Ana Silva' }],
  ...overrides,
});

/** A footer line of the summary in `currency`, all zero; override what a test is about. */
export const currencyTotals = (
  currency: string,
  totals: Partial<SummaryCurrencyTotals> = {},
): SummaryCurrencyTotals => ({
  currency,
  contractTotal: 0,
  contractPayment: 0,
  toPay: 0,
  paid: 0,
  toRetain: 0,
  retained: 0,
  expenses: 0,
  debt: 0,
  ...totals,
});

/**
 * The answers of a page of the period summary (the first by default) and of the period's totals
 * (no footer line and no entity expense by default).
 */
export const summaryAnswers = (
  startDate: string,
  endDate: string,
  rows: FinanceSummaryRow[],
  {
    changes = {},
    total = rows.length,
    totals = [],
    entityExpenses = [],
  }: {
    changes?: SummaryChanges;
    total?: number;
    totals?: SummaryCurrencyTotals[];
    entityExpenses?: ExpenseView[];
  } = {},
) => {
  const currencies = [...new Set(entityExpenses.map((expense) => expense.currency.name))].sort();
  const spent = currencies.map((currency) => {
    const ofCurrency = entityExpenses.filter((expense) => expense.currency.name === currency);
    return {
      currency,
      amount: sumMoney(ofCurrency.map((expense) => expense.amount)),
      count: ofCurrency.length,
    };
  });
  // As the server answers them: newest first.
  const newestFirst = entityExpenses.toSorted((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  return {
    [summaryPageUrl(startDate, endDate, changes)]: { items: rows, total },
    [summaryTotalsUrl(startDate, endDate)]: { totals, entityExpenses: spent } satisfies FinanceSummaryTotals,
    [periodExpensesUrl(startDate, endDate)]: { items: newestFirst, total: entityExpenses.length },
  };
};

/** A global expense of the entity (no property). */
export const entityExpense = (id: number, date: string, amount: number, name: string): ExpenseView => ({
  id,
  version: 1,
  propertyId: null,
  propertyName: null,
  currencyId: 1,
  currency: { name: 'Euro' },
  date,
  amount,
  name,
  description: null,
  includeInYield: false,
});

/** The page's query string, shown so that a test can read the period kept in the URL. */
export function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

export const search = () => screen.getByTestId('search').textContent;

/** A Back button: the browser's back in the memory router. */
export function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

/** The table named `name` once loaded: its body rows' and footer rows' cell texts. */
export async function tableCells(name: string) {
  const table = await screen.findByRole('table', { name });
  await waitFor(() =>
    expect(table.closest('.p-datatable')?.querySelector('.p-datatable-loading-overlay')).toBeFalsy(),
  );
  const [, body, foot] = within(table).getAllByRole('rowgroup');
  const cells = (group: HTMLElement | undefined) =>
    group
      ? within(group)
          .getAllByRole('row')
          .map((row) =>
            within(row)
              .getAllByRole('cell')
              .map((cell) => cell.textContent?.trim()),
          )
      : [];
  return { body: cells(body), foot: cells(foot) };
}

/** The column headers' texts of the table named `name`. */
export const headers = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.trim());

type FetchMock = ReturnType<typeof mockApi>;

/** The GET calls made to paths starting with `prefix`, in order. */
export const getsOf = (fetchMock: FetchMock, prefix: string) =>
  fetchMock.mock.calls
    .map(([input]) => String(input).replace(/^\/api/, ''))
    .filter((path) => path.startsWith(prefix));
