import { EXPENSE_SORTS } from '@arrenda/core';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-content';
import { lazyTablePaging } from '../../../components/table-paging';
import { useFormat } from '../../../lib/format';
import { useTableUrlState } from '../../../lib/use-table-url-state';
import { formatDay } from '../../contracts/components/contract-dates';
import { useExpensePage } from '../../expenses/api/get-expenses';
import { EXPENSE_SORT_OF_FIELD } from '../../expenses/components/expense-table';
import './finance.css';

/**
 * An expense as the table shows it. Everything a cell shows is here, in the current language:
 * PrimeReact redraws a cell only when its row data changes.
 */
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
  return (
    <DataTable
      value={rows}
      dataKey="id"
      {...lazyTablePaging(
        paging(expenses.data?.total ?? 0, expenses.isPending || expenses.isPlaceholderData),
        EXPENSE_SORT_OF_FIELD,
      )}
      emptyMessage={t('finance.expenses.empty')}
      stripedRows
      size="small"
      className="finance-table finance-expenses-table"
      tableStyle={{ minWidth: '28rem' }}
      pt={{
        table: { 'aria-label': t('finance.expenses.label', { period: periodName }) },
        // PrimeReact writes role=" rowgroup" on the body, which assistive tech may not read as a row group.
        tbody: { role: 'rowgroup' },
      }}
    >
      <Column
        header={t('finance.expenses.column.name')}
        field="name"
        sortable
        body={(row: ExpenseRow) => (
          <span className="finance-expense-name">
            <span>{row.name}</span>
            {row.description && <small className="muted">{row.description}</small>}
          </span>
        )}
        footer={footer ? t('finance.expenses.total') : undefined}
      />
      <Column
        header={t('finance.expenses.column.date')}
        field="date"
        sortable
        body={(row: ExpenseRow) => <time dateTime={row.date}>{row.shownDate}</time>}
        className="cell-date"
      />
      <Column
        header={t('finance.expenses.column.amount')}
        field="amount"
        sortable
        body={(row: ExpenseRow) => row.shownAmount}
        footer={footer}
        className="cell-figure"
      />
    </DataTable>
  );
}
