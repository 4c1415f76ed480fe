import type { FinanceSummaryRow } from '@arrenda/core';
import type { ChartOptions } from 'chart.js';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart } from '@/components/bar-chart/bar-chart';
import { NearViewport } from '@/components/near-viewport';
import { financePropertyName } from '@/lib/finance-labels';
import { EURO, useFormat } from '@/lib/format';
import './finance.css';

const COLORS = { toPay: '#0d9488', paid: '#6366f1' } as const;

/**
 * To pay against paid per contract over the period, as bars, for the contracts of the summary
 * table's page shown (`paged` says there are other pages, and the caption then says so); the
 * same figures are in the table, which is the chart's text alternative. Chart values are in euro
 * (docs/product.md#constants-and-limits).
 */
export const FinancePeriodChart = memo(function FinancePeriodChart({
  rows,
  paged,
}: {
  rows: readonly FinanceSummaryRow[];
  paged: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const withContract = useMemo(() => rows.filter((row) => row.contractId !== null), [rows]);
  const data = useMemo(
    () => ({
      labels: withContract.map((row) => financePropertyName(t, row)),
      datasets: [
        {
          label: t('finance.chart.toPay'),
          data: withContract.map((row) => row.rentsAmountToPayPeriod),
          backgroundColor: COLORS.toPay,
          borderRadius: 4,
        },
        {
          label: t('finance.chart.paid'),
          data: withContract.map((row) => row.rentsAmountPaidPeriod),
          backgroundColor: COLORS.paid,
          borderRadius: 4,
        },
      ],
    }),
    [withContract, t],
  );
  const options = useMemo((): ChartOptions<'bar'> => {
    const euro = (amount: number) => format.money(amount, EURO);
    return {
      responsive: true,
      maintainAspectRatio: false,
      plugins: {
        legend: { position: 'bottom' },
        tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${euro(item.parsed.y ?? 0)}` } },
      },
      scales: { y: { beginAtZero: true, ticks: { callback: (value) => euro(Number(value)) } } },
    };
  }, [format]);
  if (withContract.length === 0) return null;

  return (
    <figure className="finance-chart">
      <figcaption>
        {t('finance.chart.title')}
        {paged && <small className="finance-chart-hint">{t('finance.chart.pageHint')}</small>}
      </figcaption>
      {/* A bar pair per contract of the page, up to 100: drawn once scrolled near. */}
      <NearViewport className="finance-chart-canvas">
        <BarChart data={data} options={options} role="img" aria-label={t('finance.chart.label')} />
      </NearViewport>
    </figure>
  );
});
