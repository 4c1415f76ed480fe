import type { ExpenseView } from '@arrenda/core';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { tablePaging } from '../../../components/table-paging';
import { useFormat } from '../../../lib/format';
import { formatDay } from '../../contracts/components/contract-dates';
import { sortExpenses } from '../../expenses/components/expense-table';
import { sumByCurrency } from './finance-sums';
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

interface Props {
  expenses: readonly ExpenseView[];
  periodName: string;
  loading: boolean;
}

/** The entity's own expenses (tied to no property) dated in the period, newest first, with their total. */
export const PeriodExpensesTable = memo(function PeriodExpensesTable({
  expenses,
  periodName,
  loading,
}: Props) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const language = i18n.language;
  const rows: ExpenseRow[] = useMemo(
    () =>
      sortExpenses(expenses).map((expense) => ({
        id: expense.id,
        name: expense.name,
        description: expense.description,
        date: expense.date,
        shownDate: formatDay(expense.date, language),
        amount: expense.amount,
        shownAmount: format.money(expense.amount, expense.currency.name),
      })),
    [expenses, language, format.money],
  );
  const totals = useMemo(
    () =>
      sumByCurrency(
        expenses,
        (expense) => expense.currency.name,
        (expense) => expense.amount,
      ),
    [expenses],
  );
  const footer =
    totals.length === 0 ? undefined : (
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
      {...tablePaging(rows.length, 10)}
      loading={loading}
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
        footer={totals.length === 0 ? undefined : t('finance.expenses.total')}
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
});
