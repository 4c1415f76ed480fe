import { EXPENSE_SORTS, type ExpenseSort } from '@arrenda/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { QueryError } from '@/components/query-content';
import { useExpensePage } from '@/features/expenses/api/get-expenses';
import { formatDay } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import { useTableUrlState } from '@/lib/use-table-url-state';
import './finance.css';

/** An expense as the table shows it, its texts in the current language. */
interface ExpenseRow {
  id: number;
  name: string;
  description: string | null;
  date: string;
  shownDate: string;
  amount: number;
  shownAmount: string;
}

const PAGE_SIZE = 10;

/** The first and the last day of a period of months 'YYYY-MM'. */
function daysOf(months: { from: string; to: string }) {
  const [year, month] = months.to.split('-').map(Number);
  const last = new Date(Date.UTC(year ?? 1970, month ?? 1, 0)).toISOString().slice(0, 10);
  return { startDate: `${months.from}-01`, endDate: last };
}

interface Props {
  entityId: number;
  /** The period's first and last months, 'YYYY-MM'. */
  months: { from: string; to: string };
  periodName: string;
  /** The period's own expenses summed per currency, from the summary's totals call. */
  totals: readonly { currency: string; amount: number }[] | undefined;
}

/**
 * The entity's own expenses (tied to no property) dated in the period, newest first, a page at a
 * time from the server (the expense list with the period's days; its page and sort in the URL under
 * `period-expenses-`), with the period's total per currency from the totals call.
 */
export function PeriodExpensesTable({ entityId, months, periodName, totals }: Props) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const language = i18n.language;
  const { state, paging } = useTableUrlState({
    sorts: EXPENSE_SORTS,
    defaultSort: 'date',
    defaultOrder: 'desc',
    defaultPageSize: PAGE_SIZE,
    prefix: 'period-expenses-',
  });
  const expenses = useExpensePage(entityId, null, { ...state, days: daysOf(months) });
  const rows: ExpenseRow[] = useMemo(
    () =>
      (expenses.data?.items ?? []).map((expense) => ({
        id: expense.id,
        name: expense.name,
        description: expense.description,
        date: expense.date,
        shownDate: formatDay(expense.date, language),
        amount: expense.amount,
        shownAmount: format.money(expense.amount, expense.currency.name),
      })),
    [expenses.data, language, format.money],
  );

  if (expenses.isError) {
    return <QueryError query={expenses} />;
  }

  const footer =
    !totals || totals.length === 0 ? undefined : (
      <span className="finance-footer-lines">
        {totals.map(({ currency, amount }) => (
          <span key={currency}>{format.money(amount, currency)}</span>
        ))}
      </span>
    );
  const columns: TableColumn<ExpenseRow, ExpenseSort>[] = [
    {
      header: t('finance.expenses.column.name'),
      sort: 'name',
      body: (row) => (
        <span className="finance-expense-name">
          <span>{row.name}</span>
          {row.description && <small className="muted">{row.description}</small>}
        </span>
      ),
      footer: footer ? t('finance.expenses.total') : undefined,
    },
    {
      header: t('finance.expenses.column.date'),
      sort: 'date',
      body: (row) => <time dateTime={row.date}>{row.shownDate}</time>,
      className: 'cell-date',
    },
    {
      header: t('finance.expenses.column.amount'),
      sort: 'amount',
      body: (row) => row.shownAmount,
      footer,
      className: 'cell-figure',
    },
  ];
  return (
    <DataTable
      rows={rows}
      rowKey={(row) => row.id}
      columns={columns}
      label={t('finance.expenses.label', { period: periodName })}
      emptyMessage={t('finance.expenses.empty')}
      paging={paging(expenses.data?.total ?? 0, expenses.isPending || expenses.isPlaceholderData)}
      className="finance-table finance-expenses-table"
      minWidth="28rem"
    />
  );
}
