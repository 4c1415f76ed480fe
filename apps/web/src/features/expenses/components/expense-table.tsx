import {
  type ExpenseSort,
  type ExpenseView,
  expenseTaxCategoryName,
  pickLanguage,
  type Right,
} from '@arrenda/core';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TableColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import type { LazyPaging } from '@/components/data-table/lazy-paging';
import { formatDay } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import { editExpensePath } from './expense-links';
import './expenses.css';

/** A row as the table shows it: its texts in the current language, its actions by right. */
interface ExpenseRow {
  id: number;
  /** 'YYYY-MM-DD', what the Date column sorts by. */
  date: string;
  shownDate: string;
  name: string;
  description: string | null;
  amount: number;
  shownAmount: string;
  shownYield: string;
  includeInYield: boolean;
  /** The tax category's name, or "No category" (shown muted). */
  shownTaxCategory: string;
  hasTaxCategory: boolean;
  editLink: string | null;
  editLabel: string;
  deleteLabel: string | null;
  expense: ExpenseView;
}

interface Props {
  entityId: number;
  /** The expenses shown; undefined while they load. */
  expenses: readonly ExpenseView[] | undefined;
  /** The table's accessible name. */
  label: string;
  /** Property expenses say whether they count in the yield; global ones do not. */
  showYield: boolean;
  can: (right: Right) => boolean;
  onDelete: (expense: ExpenseView) => void;
  /** Paging and sorting by the server: the rows are the page shown, in the server's order. */
  lazy: LazyPaging<ExpenseSort>;
}

/**
 * An expense list (docs/product.md#screens-and-routes and #constants-and-limits): date, name with its description, amount in its
 * currency, for a property whether it counts in the yield, and its tax category; newest first unless sorted
 * otherwise. Edit and Delete by right (docs/product.md#access-types).
 */
export function ExpenseTable({ entityId, expenses, label, showYield, can, onDelete, lazy }: Props) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const canEdit = can('edit');
  const canDelete = can('delete');
  const loading = expenses === undefined;
  const rows: ExpenseRow[] = (expenses ?? []).map((expense) => ({
    id: expense.id,
    date: expense.date,
    shownDate: formatDay(expense.date, i18n.language),
    name: expense.name,
    description: expense.description,
    amount: expense.amount,
    shownAmount: format.money(expense.amount, expense.currency.name),
    shownYield: expense.includeInYield ? t('expenses.yes') : t('expenses.no'),
    includeInYield: expense.includeInYield,
    shownTaxCategory: expenseTaxCategoryName(pickLanguage(i18n.language), expense.taxCategory),
    hasTaxCategory: expense.taxCategory !== null,
    editLink: canEdit ? editExpensePath(entityId, expense.id) : null,
    editLabel: t('expense.action.editNamed', { name: expense.name }),
    deleteLabel: canDelete ? t('expense.action.deleteNamed', { name: expense.name }) : null,
    expense,
  }));

  const actionsBody = (row: ExpenseRow) => (
    <span className="expense-actions">
      {row.editLink && (
        <Link
          to={row.editLink}
          className="p-button p-button-icon-only p-button-rounded p-button-text"
          aria-label={row.editLabel}
          title={row.editLabel}
        >
          <i className="pi pi-pencil p-button-icon" aria-hidden="true" />
        </Link>
      )}
      {row.deleteLabel && (
        <Button
          type="button"
          icon="pi pi-trash"
          rounded
          text
          severity="danger"
          aria-label={row.deleteLabel}
          title={row.deleteLabel}
          onClick={() => onDelete(row.expense)}
        />
      )}
    </span>
  );

  const columns: TableColumn<ExpenseRow, ExpenseSort>[] = [
    {
      header: t('expenses.column.date'),
      sort: 'date',
      body: (row) => <time dateTime={row.date}>{row.shownDate}</time>,
      className: 'cell-date',
    },
    {
      header: t('expenses.column.name'),
      sort: 'name',
      body: (row) => (
        <span className="expense-name">
          <span>{row.name}</span>
          {row.description && <small className="expense-description">{row.description}</small>}
        </span>
      ),
      className: 'cell-name',
    },
    {
      header: t('expenses.column.amount'),
      sort: 'amount',
      body: (row) => row.shownAmount,
      className: 'cell-amount',
    },
    // Included in yield does not sort.
    ...(showYield
      ? [
          {
            header: t('expenses.column.includeInYield'),
            body: (row: ExpenseRow) => (
              <span className="expense-yield">
                <i className={row.includeInYield ? 'pi pi-check' : 'pi pi-minus'} aria-hidden="true" />
                {row.shownYield}
              </span>
            ),
            className: 'cell-yield',
          },
        ]
      : []),
    // The IRS return's column; does not sort.
    {
      header: t('expenses.column.taxCategory'),
      body: (row: ExpenseRow) =>
        row.hasTaxCategory ? row.shownTaxCategory : <span className="muted">{row.shownTaxCategory}</span>,
      className: 'cell-tax-category',
    },
    ...(canEdit || canDelete
      ? [
          {
            header: <span className="p-hidden-accessible">{t('expenses.column.actions')}</span>,
            body: actionsBody,
            className: 'cell-actions',
          },
        ]
      : []),
  ];

  return (
    <DataTable
      rows={rows}
      rowKey={(row) => row.id}
      columns={columns}
      label={label}
      paging={lazy}
      loading={loading}
      // While loading, "none found" would be read out under the spinner.
      emptyMessage={loading ? t('common.loading') : t('expenses.empty')}
      stack
      className="expense-table"
    />
  );
}
