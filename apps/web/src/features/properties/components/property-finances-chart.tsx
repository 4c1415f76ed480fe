import type { PropertyFinances } from '@arrenda/core';
import type { ChartOptions } from 'chart.js';
import { useTranslation } from 'react-i18next';
import { BarChart } from '@/components/bar-chart/bar-chart';
import { EURO, useFormat } from '@/lib/format';
import './properties.css';

const SERIES = [
  { key: 'revenues', color: '#0d9488' },
  { key: 'nets', color: '#5eead4' },
  { key: 'expenses', color: '#f59e0b' },
  { key: 'profits', color: '#6366f1' },
] as const satisfies readonly { key: keyof PropertyFinances; color: string }[];

/**
 * The property's finances per year (revenues, nets, expenses, profits) as a bar chart, with the
 * same numbers in a table for screen readers and small screens. Chart values are in euro
 * (docs/product.md#constants-and-limits).
 */
export function PropertyFinancesChart({ finances }: { finances: PropertyFinances }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (finances.years.length === 0) return <p className="empty-text">{t('property.finances.empty')}</p>;

  const euro = (amount: number) => format.money(amount, EURO);
  const labels = finances.years.map(String);
  const data = {
    labels,
    datasets: SERIES.map(({ key, color }) => ({
      label: t(`property.finances.${key}`),
      data: finances[key],
      backgroundColor: color,
      borderRadius: 4,
    })),
  };
  const options: ChartOptions<'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    plugins: {
      legend: { position: 'bottom' },
      tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${euro(item.parsed.y ?? 0)}` } },
    },
    scales: { y: { ticks: { callback: (value) => euro(Number(value)) } } },
  };

  return (
    <div className="stack property-finances">
      <div className="property-finances-chart">
        <BarChart data={data} options={options} role="img" aria-label={t('property.finances.chartLabel')} />
      </div>
      <details className="property-finances-numbers">
        <summary>{t('property.finances.showTable')}</summary>
        <div className="property-finances-scroll">
          <table>
            <caption className="p-hidden-accessible">{t('property.finances.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('property.finances.year')}</th>
                {SERIES.map(({ key }) => (
                  <th key={key} scope="col">
                    {t(`property.finances.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {finances.years.map((year, index) => (
                <tr key={year}>
                  <th scope="row">{year}</th>
                  {SERIES.map(({ key }) => (
                    <td key={key}>{euro(finances[key][index] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
