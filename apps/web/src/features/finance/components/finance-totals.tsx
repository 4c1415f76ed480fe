import type { OverviewTotalsAnswer } from '@arrenda/core';
import { Skeleton } from 'primereact/skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EURO, useFormat } from '@/lib/format';
import type { CurrencyTotal } from './finance-sums';
import './finance.css';

interface CardProps {
  icon: string;
  label: string;
  /** Draws the eye: a debt or an action to take. */
  alert?: boolean;
  children: ReactNode;
}

function TotalCard({ icon, label, alert = false, children }: CardProps) {
  return (
    <li className={alert ? 'finance-total finance-total-alert' : 'finance-total'}>
      <i className={icon} aria-hidden="true" />
      <span className="finance-total-label">{label}</span>
      <span className="finance-total-value">{children}</span>
    </li>
  );
}

/**
 * An amount total, one line per currency of the contracts as the server totals them (amounts of
 * different currencies are not added); the server's total in euro when there is no contract.
 */
function moneyTotals(
  totals: OverviewTotalsAnswer,
  pick: (amounts: OverviewTotalsAnswer['byCurrency'][number]) => number,
  total: number,
): CurrencyTotal[] {
  const lines = totals.byCurrency.map((amounts) => ({ currency: amounts.currency, amount: pick(amounts) }));
  return lines.length > 0 ? lines : [{ currency: EURO, amount: total }];
}

/** A value's place while the totals load, as tall as its figure. */
const pending = <Skeleton width="6rem" height="1.5rem" />;

/**
 * The entity's totals at the top of the Finances view (docs/product.md#who-it-is-for's figures). While they load
 * (`totals` null) the cards already show with their labels, a placeholder for each figure: the page
 * below keeps its place when the figures arrive.
 */
export function FinanceTotals({ totals }: { totals: OverviewTotalsAnswer | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const lines = (pick: (amounts: OverviewTotalsAnswer['byCurrency'][number]) => number, total: number) =>
    totals === null
      ? pending
      : moneyTotals(totals, pick, total).map(({ currency, amount }) => (
          <span key={currency}>{format.money(amount, currency)}</span>
        ));
  const count = (value: number | undefined) => (value === undefined ? pending : format.count(value));

  return (
    <section aria-label={t('finance.totals.title')} aria-busy={totals === null}>
      {totals === null && <span className="p-hidden-accessible">{t('common.loading')}</span>}
      <ul className="finance-totals">
        <TotalCard
          icon="pi pi-exclamation-circle"
          label={t('finance.totals.debt')}
          alert={(totals?.debt ?? 0) > 0}
        >
          {lines((amounts) => amounts.debt, totals?.debt ?? 0)}
        </TotalCard>
        <TotalCard icon="pi pi-percentage" label={t('finance.totals.retainedYear')}>
          {lines((amounts) => amounts.retainedAmountYear, totals?.retainedAmountYear ?? 0)}
        </TotalCard>
        <TotalCard
          icon="pi pi-calendar-times"
          label={t('finance.totals.missingRents')}
          alert={(totals?.missingRents ?? 0) > 0}
        >
          {count(totals?.missingRents)}
        </TotalCard>
        <TotalCard
          icon="pi pi-bell"
          label={t('finance.totals.actionsRequired')}
          alert={(totals?.actionsRequired ?? 0) > 0}
        >
          {count(totals?.actionsRequired)}
        </TotalCard>
        <TotalCard icon="pi pi-file-check" label={t('finance.totals.currentContracts')}>
          {count(totals?.currentContracts)}
        </TotalCard>
      </ul>
    </section>
  );
}
