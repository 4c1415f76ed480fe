import { periodOrderMessage } from '@arrenda/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Message } from 'primereact/message';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '@/components/query-content';
import { SearchBox } from '@/components/search-box';
import { type SummaryPage, useFinanceSummaryPage } from '@/features/finance/api/get-finance-summary';
import {
  type SummaryTotalsAnswer,
  useFinanceSummaryTotals,
} from '@/features/finance/api/get-finance-summary-totals';
import { ExportMenu } from '@/features/finance/components/export-menu';
import { translateMessage } from '@/lib/messages';
import { isPeriodValid, periodDay, periodLabel } from './finance-period';
import { FinancePeriodChart } from './finance-period-chart';
import { FinanceSummaryTable } from './finance-summary-table';
import { MonthStateLegend } from './month-strip';
import { PeriodExpensesTable } from './period-expenses-table';
import { PeriodPickers } from './period-pickers';
import { useSummaryTableState } from './summary-table-state';
import { useFinancePeriod } from './use-finance-period';
import './finance.css';

interface ContentProps {
  entityId: number;
  /** The page shown: while another page or period loads, still the last one (`pageLoading`). */
  page: SummaryPage;
  pageLoading: boolean;
  /** The period's totals and entity expenses, from their own call. */
  totals: UseQueryResult<SummaryTotalsAnswer>;
  table: ReturnType<typeof useSummaryTableState>;
  /** The period asked for, its first and last months 'YYYY-MM'. */
  months: { from: string; to: string };
}

function SummaryContent({ entityId, page, pageLoading, totals, table, months }: ContentProps) {
  const { t, i18n } = useTranslation();
  const expensesId = useId();
  const { state, update, paging } = table;
  // Each table is named after the months of the figures it shows, which lag behind the pickers while loading.
  const periodName = ({ startDate, endDate }: { startDate: string; endDate: string }) =>
    periodLabel({ from: startDate.slice(0, 7), to: endDate.slice(0, 7) }, i18n.language);
  const rowsPeriod = periodName(page);
  const expensesPeriod = totals.data ? periodName(totals.data) : rowsPeriod;
  return (
    <>
      <div className="finance-tools">
        <SearchBox
          value={state.search}
          onSearch={(text) => update({ search: text }, { push: false })}
          label={t('finance.summary.search.label')}
          placeholder={t('finance.summary.search.placeholder')}
        />
      </div>
      <FinanceSummaryTable
        entityId={entityId}
        rows={page.items}
        totals={totals.data?.totals}
        periodName={rowsPeriod}
        searched={state.search !== ''}
        // The footer comes from the totals' call: the table shows as loading until both are of the period asked.
        lazy={paging(page.total, pageLoading || totals.isPlaceholderData)}
      />
      {page.items.some((row) => row.rentsDescriptionPeriod.length > 0) && <MonthStateLegend />}
      <FinancePeriodChart rows={page.items} paged={page.total > state.pageSize} />
      <section className="stack finance-subsection" aria-labelledby={expensesId}>
        <h3 id={expensesId}>{t('finance.expenses.title', { period: expensesPeriod })}</h3>
        <QueryContent query={totals}>
          {(data) => (
            <PeriodExpensesTable
              entityId={entityId}
              months={months}
              periodName={expensesPeriod}
              totals={totals.isPlaceholderData ? undefined : data.entityExpenses}
            />
          )}
        </QueryContent>
      </section>
    </>
  );
}

/**
 * The period summary (docs/product.md#states-and-transitions): From and To months, kept in the URL, and the summary of
 * those months, a page of rows at a time from the server (paged, sorted and searched there, their
 * state in the URL under summary- keys: summary-table-state.ts), the footer and the entity's own
 * expenses from the totals' call. Nothing is fetched while From is after To; the error names both
 * months.
 */
export function FinanceSummarySection({ entityId }: { entityId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { period, change } = useFinancePeriod();
  const table = useSummaryTableState();
  const valid = isPeriodValid(period);
  const startDate = periodDay(period.from);
  const endDate = periodDay(period.to);
  const page = useFinanceSummaryPage(entityId, { startDate, endDate, ...table.state }, valid);
  const totals = useFinanceSummaryTotals(entityId, startDate, endDate, valid);

  return (
    <section className="stack finance-section" aria-labelledby={headingId}>
      <div className="finance-section-head">
        <h2 id={headingId}>{t('finance.period.title')}</h2>
        <div className="export-period-bar">
          <PeriodPickers period={period} onChange={change} />
          <ExportMenu entityId={entityId} period={{ startDate, endDate }} disabled={!valid} />
        </div>
      </div>
      {valid ? (
        <QueryContent query={page}>
          {(data) => (
            <SummaryContent
              entityId={entityId}
              page={data}
              pageLoading={page.isPlaceholderData}
              totals={totals}
              table={table}
              months={period}
            />
          )}
        </QueryContent>
      ) : (
        <Message
          severity="error"
          text={translateMessage(t, periodOrderMessage(period.from, period.to))}
          className="form-alert"
        />
      )}
    </section>
  );
}
