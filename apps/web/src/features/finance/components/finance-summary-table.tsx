import type { FinanceSummaryRow, SummaryCurrencyTotals, SummarySort } from '@arrenda/core';
import { memo, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TableColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import type { LazyPaging } from '@/components/data-table/lazy-paging';
import { PropertyTypeIcon } from '@/components/property-type-icon';
import { useFormat } from '@/lib/format';
import { MonthStrip } from './month-strip';
import { type SummaryRow, summaryRows } from './summary-rows';
// The type icon's own style.
import './finance.css';

interface Props {
  entityId: number;
  /** The page shown. */
  rows: readonly FinanceSummaryRow[];
  /** The footer: every row of the period totalled by the server, a line per currency; none until known. */
  totals: readonly SummaryCurrencyTotals[] | undefined;
  /** The period as headers name it: 'March 2026', or 'Jan 2026 – Mar 2026'. */
  periodName: string;
  /** Paging and sorting by the server; `loading` while another page or period loads. */
  lazy: LazyPaging<SummarySort>;
  /** Whether the page is of a search: none found then says that none matches. */
  searched: boolean;
}

/** A column title with a second line (the period, or what its two figures are). */
function Header({ title, hint }: { title: string; hint: string }) {
  // The space keeps the two lines apart when read out as one text.
  return (
    <span className="finance-header">
      {title} <small>{hint}</small>
    </span>
  );
}

/** Two figures of a cell, the first over the second. */
function Pair({ first, second }: { first: ReactNode; second: ReactNode }) {
  return (
    <span className="finance-pair">
      <span>{first}</span>
      <span className="muted">{second}</span>
    </span>
  );
}

function PropertyCell({ row }: { row: SummaryRow }) {
  return (
    <div className="finance-property">
      <PropertyTypeIcon propertyTypeId={row.propertyTypeId} label={row.propertyType} />
      <div className="finance-property-text">
        <Link to={row.propertyLink} className="finance-property-name">
          {row.propertyName}
        </Link>
        {row.address && <span className="finance-address">{row.address}</span>}
      </div>
    </div>
  );
}

/**
 * The period summary (docs/product.md#records-and-fields and #states-and-transitions): per contract or property, the amounts to pay, paid
 * and retained in the period, the property's expenses, the debt and each month's rent state. Paged,
 * sorted (by property, end date or debt) and searched by the server; the footer totals every row
 * of the period, one line per currency, as the server adds them. Headers name the period.
 */
export const FinanceSummaryTable = memo(function FinanceSummaryTable({
  entityId,
  rows,
  totals = [],
  periodName,
  lazy,
  searched,
}: Props) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const language = i18n.language;
  const shown = useMemo(
    () => summaryRows(rows, { t, language, money: format.money, entityId }),
    [rows, t, language, format.money, entityId],
  );

  /** A footer cell: one line per currency. */
  const footer = (line: (total: SummaryCurrencyTotals) => ReactNode) =>
    totals.length === 0 ? undefined : (
      <span className="finance-footer-lines">
        {totals.map((total) => (
          <span key={total.currency}>{line(total)}</span>
        ))}
      </span>
    );
  const money = (pick: (total: SummaryCurrencyTotals) => number) =>
    footer((total) => format.money(pick(total), total.currency));

  const columns: TableColumn<SummaryRow, SummarySort>[] = [
    {
      header: t('finance.summary.column.property'),
      sort: 'property',
      body: (row) => <PropertyCell row={row} />,
      // Under a search, the footer still totals the whole period: it says so.
      footer:
        totals.length === 0 ? undefined : t(searched ? 'finance.summary.totalAll' : 'finance.summary.total'),
      className: 'cell-property',
    },
    {
      header: t('finance.summary.column.tenants'),
      body: (row) =>
        row.contractLink ? (
          <Link to={row.contractLink}>{row.tenants}</Link>
        ) : (
          <span className="muted">{row.tenants}</span>
        ),
      className: 'cell-tenants',
    },
    {
      header: (
        <Header
          title={t('finance.summary.column.contract')}
          hint={t('finance.summary.column.totalPayment')}
        />
      ),
      body: (row) =>
        row.shownContractTotal && <Pair first={row.shownContractTotal} second={row.shownContractPayment} />,
      footer: footer((total) => (
        <Pair
          first={format.money(total.contractTotal, total.currency)}
          second={format.money(total.contractPayment, total.currency)}
        />
      )),
      className: 'cell-figure',
    },
    {
      header: <Header title={t('finance.summary.column.toPay')} hint={periodName} />,
      body: (row) => row.shownToPay,
      footer: money((total) => total.toPay),
      className: 'cell-figure',
    },
    {
      header: <Header title={t('finance.summary.column.paid')} hint={periodName} />,
      // Paid is never red: red marks only what is owed (the Debt column).
      body: (row) => row.shownPaid,
      footer: money((total) => total.paid),
      className: 'cell-figure',
    },
    {
      header: <Header title={t('finance.summary.column.retained')} hint={periodName} />,
      body: (row) => <Pair first={row.shownToRetain} second={row.shownRetained} />,
      footer: footer((total) => (
        <Pair
          first={format.money(total.toRetain, total.currency)}
          second={format.money(total.retained, total.currency)}
        />
      )),
      className: 'cell-figure',
    },
    {
      header: <Header title={t('finance.summary.column.expenses')} hint={periodName} />,
      body: (row) => (
        <span className="finance-expenses" title={row.expenseNames || undefined}>
          <span>{row.shownExpenses}</span>
          {row.expenseNames && <small className="muted">{row.expenseNames}</small>}
        </span>
      ),
      footer: money((total) => total.expenses),
      className: 'cell-figure cell-expenses',
    },
    {
      header: t('finance.summary.column.debt'),
      sort: 'debt',
      body: (row) => <span className={row.debt > 0 ? 'finance-debt' : undefined}>{row.shownDebt}</span>,
      footer: money((total) => total.debt),
      className: 'cell-figure',
    },
    {
      header: t('finance.summary.column.endDate'),
      sort: 'end',
      body: (row) => row.shownEndDate && <time dateTime={row.endDate}>{row.shownEndDate}</time>,
      className: 'cell-date',
    },
    {
      header: <Header title={t('finance.summary.column.months')} hint={periodName} />,
      body: (row) => <MonthStrip months={row.months} label={row.monthsLabel} />,
      className: 'cell-months',
    },
  ];

  return (
    <DataTable
      rows={shown}
      rowKey={(row) => row.key}
      columns={columns}
      label={t('finance.summary.label', { period: periodName })}
      emptyMessage={t(searched ? 'finance.summary.noMatch' : 'finance.summary.empty')}
      paging={lazy}
      minWidth="60rem"
      className="finance-table finance-summary-table"
    />
  );
});
