import { type FinanceSummary, periodOrderMessage } from '@arrenda/core';
import { Message } from 'primereact/message';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '../../../components/query-content';
import { translateMessage } from '../../../lib/messages';
import { ExportMenu } from '../../exports/components/export-menu';
import { useFinanceSummary } from '../api/get-finance-summary';
import { isPeriodValid, periodDay, periodLabel } from './finance-period';
import { FinancePeriodChart } from './finance-period-chart';
import { FinanceSummaryTable } from './finance-summary-table';
import { MonthStateLegend } from './month-strip';
import { PeriodExpensesTable } from './period-expenses-table';
import { PeriodPickers } from './period-pickers';
import { useFinancePeriod } from './use-finance-period';
import './finance.css';

interface ContentProps {
  entityId: number;
  summary: FinanceSummary;
  /** Another period is loading; what is shown is still the last one. */
  loading: boolean;
}

function SummaryContent({ entityId, summary, loading }: ContentProps) {
  const { t, i18n } = useTranslation();
  const expensesId = useId();
  // Named after the months of the figures shown, which lag behind the pickers while loading.
  const periodName = periodLabel(
    { from: summary.startDate.slice(0, 7), to: summary.endDate.slice(0, 7) },
    i18n.language,
  );
  return (
    <>
      <FinanceSummaryTable
        entityId={entityId}
        rows={summary.rows}
        periodName={periodName}
        loading={loading}
      />
      {summary.rows.some((row) => row.rentsDescriptionPeriod.length > 0) && <MonthStateLegend />}
      <FinancePeriodChart rows={summary.rows} />
      <section className="stack finance-subsection" aria-labelledby={expensesId}>
        <h3 id={expensesId}>{t('finance.expenses.title', { period: periodName })}</h3>
        <PeriodExpensesTable expenses={summary.entityExpenses} periodName={periodName} loading={loading} />
      </section>
    </>
  );
}

/**
 * The period summary (spec section 4): From and To months, kept in the URL, and the summary of
 * those months. Nothing is fetched while From is after To; the error names both months.
 */
export function FinanceSummarySection({ entityId }: { entityId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { period, change } = useFinancePeriod();
  const valid = isPeriodValid(period);
  const startDate = periodDay(period.from);
  const endDate = periodDay(period.to);
  const summary = useFinanceSummary(entityId, startDate, endDate, valid);

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
        <QueryContent query={summary}>
          {(data) => (
            <SummaryContent entityId={entityId} summary={data} loading={summary.isPlaceholderData} />
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
