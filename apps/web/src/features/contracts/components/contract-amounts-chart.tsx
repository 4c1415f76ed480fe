import type { ContractView } from '@arrenda/core';
import type { ChartOptions } from 'chart.js';
import { useTranslation } from 'react-i18next';
import { BarChart } from '@/components/bar-chart/bar-chart';
import { useFormat } from '@/lib/format';
import './contracts.css';

type BarKey = 'total' | 'taxable' | 'net' | 'retained';

const COLORS: Record<BarKey, string> = {
  total: '#0d9488',
  taxable: '#6366f1',
  net: '#5eead4',
  retained: '#f59e0b',
};

/** The bars of the chart (docs/product.md#screens-and-routes): the tax-retention bar only with a percentage above 0. */
function contractBars(contract: ContractView): { key: BarKey; amount: number }[] {
  const bars: { key: BarKey; amount: number }[] = [
    { key: 'total', amount: contract.totalAmount },
    { key: 'taxable', amount: contract.taxableAmount },
    { key: 'net', amount: contract.amountAfterTaxes },
  ];
  if ((contract.taxRetentionPercentage ?? 0) > 0)
    bars.push({ key: 'retained', amount: contract.retainedAmount });
  return bars;
}

/** The contract's amounts as bars, with the same figures in a table as their text alternative. */
export function ContractAmountsChart({ contract }: { contract: ContractView }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: number) => format.money(amount, contract.currency);
  const bars = contractBars(contract);
  const label = (key: BarKey) =>
    key === 'retained'
      ? t('contract.amounts.retained', { percent: format.percent(contract.taxRetentionPercentage) })
      : t(`contract.amounts.${key}`);

  const data = {
    labels: bars.map(({ key }) => label(key)),
    datasets: [
      {
        label: t('contract.amounts.title'),
        data: bars.map(({ amount }) => amount),
        backgroundColor: bars.map(({ key }) => COLORS[key]),
        borderRadius: 4,
      },
    ],
  };
  const options: ChartOptions<'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    plugins: {
      legend: { display: false },
      tooltip: { callbacks: { label: (item) => money(item.parsed.y ?? 0) } },
    },
    scales: { y: { beginAtZero: true, ticks: { callback: (value) => money(Number(value)) } } },
  };

  return (
    <div className="contract-amounts">
      <div className="contract-amounts-chart">
        <BarChart
          data={data}
          options={options}
          role="img"
          aria-label={t('contract.amounts.chartLabel')}
          aria-describedby="contract-amounts-table"
        />
      </div>
      <table id="contract-amounts-table" className="contract-amounts-table">
        <caption className="p-hidden-accessible">{t('contract.amounts.title')}</caption>
        <tbody>
          {bars.map(({ key, amount }) => (
            <tr key={key}>
              <th scope="row">
                <span className="contract-swatch" style={{ background: COLORS[key] }} aria-hidden="true" />
                {label(key)}
              </th>
              <td>{money(amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
