import type { FinanceSummaryRow } from '@arrenda/core';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { memo, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tablePaging } from '../../../components/table-paging';
import { useFormat } from '../../../lib/format';
import { PropertyTypeIcon } from '../../properties/components/property-type-icon';
import { MonthStrip } from './month-strip';
import { type SummaryRow, summaryRows } from './summary-rows';
import { type SummaryTotals, summaryTotals } from './summary-totals';
// The type icon's own style.
import '../../properties/components/properties.css';
import './finance.css';

interface Props {
  entityId: number;
  rows: readonly FinanceSummaryRow[];
  /** The period as headers name it: 'March 2026', or 'Jan 2026 – Mar 2026'. */
  periodName: string;
  /** Another period is loading; the rows shown are still the last one's. */
  loading: boolean;
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
 * The period summary (spec sections 3 and 4): per contract or property, the amounts to pay, paid
 * and retained in the period, the property's expenses, the debt and each month's rent state,
 * with a footer of totals per currency computed in cents. Headers name the period.
 */
export const FinanceSummaryTable = memo(function FinanceSummaryTable({
  entityId,
  rows,
  periodName,
  loading,
}: Props) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const language = i18n.language;
  const shown = useMemo(
    () => summaryRows(rows, { t, language, money: format.money, entityId }),
    [rows, t, language, format.money, entityId],
  );
  const totals = useMemo(() => summaryTotals(rows), [rows]);

  /** A footer cell: one line per currency. */
  const footer = (line: (total: SummaryTotals) => ReactNode) =>
    totals.length === 0 ? undefined : (
      <span className="finance-footer-lines">
        {totals.map((total) => (
          <span key={total.currency}>{line(total)}</span>
        ))}
      </span>
    );
  const money = (pick: (total: SummaryTotals) => number) =>
    footer((total) => format.money(pick(total), total.currency));

  return (
    <DataTable
      value={shown}
      dataKey="key"
      {...tablePaging(shown.length, 10)}
      loading={loading}
      emptyMessage={t('finance.summary.empty')}
      stripedRows
      size="small"
      className="finance-table finance-summary-table"
      tableStyle={{ minWidth: '60rem' }}
      pt={{
        table: { 'aria-label': t('finance.summary.label', { period: periodName }) },
        // PrimeReact writes role=" rowgroup" on the body, which assistive tech may not read as a row group.
        tbody: { role: 'rowgroup' },
      }}
    >
      <Column
        header={t('finance.summary.column.property')}
        field="propertyName"
        sortable
        body={(row: SummaryRow) => <PropertyCell row={row} />}
        footer={totals.length === 0 ? undefined : t('finance.summary.total')}
        className="cell-property"
      />
      <Column
        header={t('finance.summary.column.tenants')}
        field="tenants"
        sortable
        body={(row: SummaryRow) =>
          row.contractLink ? (
            <Link to={row.contractLink}>{row.tenants}</Link>
          ) : (
            <span className="muted">{row.tenants}</span>
          )
        }
        className="cell-tenants"
      />
      <Column
        header={
          <Header
            title={t('finance.summary.column.contract')}
            hint={t('finance.summary.column.totalPayment')}
          />
        }
        field="contractTotalAmount"
        sortable
        body={(row: SummaryRow) =>
          row.shownContractTotal && <Pair first={row.shownContractTotal} second={row.shownContractPayment} />
        }
        footer={footer((total) => (
          <Pair
            first={format.money(total.contractTotal, total.currency)}
            second={format.money(total.contractPayment, total.currency)}
          />
        ))}
        className="cell-figure"
      />
      <Column
        header={<Header title={t('finance.summary.column.toPay')} hint={periodName} />}
        field="toPay"
        sortable
        body={(row: SummaryRow) => row.shownToPay}
        footer={money((total) => total.toPay)}
        className="cell-figure"
      />
      <Column
        header={<Header title={t('finance.summary.column.paid')} hint={periodName} />}
        field="paid"
        sortable
        // Paid is never red: red marks only what is owed (the Debt column).
        body={(row: SummaryRow) => row.shownPaid}
        footer={money((total) => total.paid)}
        className="cell-figure"
      />
      <Column
        header={<Header title={t('finance.summary.column.retained')} hint={periodName} />}
        field="toRetain"
        sortable
        body={(row: SummaryRow) => <Pair first={row.shownToRetain} second={row.shownRetained} />}
        footer={footer((total) => (
          <Pair
            first={format.money(total.toRetain, total.currency)}
            second={format.money(total.retained, total.currency)}
          />
        ))}
        className="cell-figure"
      />
      <Column
        header={<Header title={t('finance.summary.column.expenses')} hint={periodName} />}
        field="expenses"
        sortable
        body={(row: SummaryRow) => (
          <span className="finance-expenses" title={row.expenseNames || undefined}>
            <span>{row.shownExpenses}</span>
            {row.expenseNames && <small className="muted">{row.expenseNames}</small>}
          </span>
        )}
        footer={money((total) => total.expenses)}
        className="cell-figure cell-expenses"
      />
      <Column
        header={t('finance.summary.column.debt')}
        field="debt"
        sortable
        body={(row: SummaryRow) => (
          <span className={row.debt > 0 ? 'finance-debt' : undefined}>{row.shownDebt}</span>
        )}
        footer={money((total) => total.debt)}
        className="cell-figure"
      />
      <Column
        header={t('finance.summary.column.endDate')}
        field="endDate"
        sortable
        body={(row: SummaryRow) => row.shownEndDate && <time dateTime={row.endDate}>{row.shownEndDate}</time>}
        className="cell-date"
      />
      <Column
        header={<Header title={t('finance.summary.column.months')} hint={periodName} />}
        body={(row: SummaryRow) => <MonthStrip months={row.months} label={row.monthsLabel} />}
        className="cell-months"
      />
    </DataTable>
  );
});
