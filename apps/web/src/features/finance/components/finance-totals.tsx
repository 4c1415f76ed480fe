import type { EntityFinanceOverview } from '@arrenda/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EURO, useFormat } from '../../../lib/format';
import { type CurrencyTotal, sumByCurrency } from './finance-sums';
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
 * An amount total, one line per currency when the contracts have several (amounts of different
 * currencies are not added); the server's total in euro when there is no contract.
 */
function moneyTotals(
  overview: EntityFinanceOverview,
  pick: (contract: EntityFinanceOverview['contracts'][number]) => number,
  serverTotal: number,
): CurrencyTotal[] {
  const totals = sumByCurrency(overview.contracts, (contract) => contract.currency, pick);
  return totals.length > 0 ? totals : [{ currency: EURO, amount: serverTotal }];
}

/** The entity's totals at the top of the Finances view (spec section 1's figures). */
export function FinanceTotals({ overview }: { overview: EntityFinanceOverview }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { totals } = overview;
  const debts = moneyTotals(overview, (contract) => contract.debt, totals.debt);
  const retained = moneyTotals(
    overview,
    (contract) => contract.retainedAmountYear,
    totals.retainedAmountYear,
  );
  const lines = (amounts: CurrencyTotal[]) =>
    amounts.map(({ currency, amount }) => <span key={currency}>{format.money(amount, currency)}</span>);

  return (
    <section aria-label={t('finance.totals.title')}>
      <ul className="finance-totals">
        <TotalCard icon="pi pi-exclamation-circle" label={t('finance.totals.debt')} alert={totals.debt > 0}>
          {lines(debts)}
        </TotalCard>
        <TotalCard icon="pi pi-percentage" label={t('finance.totals.retainedYear')}>
          {lines(retained)}
        </TotalCard>
        <TotalCard
          icon="pi pi-calendar-times"
          label={t('finance.totals.missingRents')}
          alert={totals.missingRents > 0}
        >
          {format.count(totals.missingRents)}
        </TotalCard>
        <TotalCard
          icon="pi pi-bell"
          label={t('finance.totals.actionsRequired')}
          alert={totals.actionsRequired > 0}
        >
          {format.count(totals.actionsRequired)}
        </TotalCard>
        <TotalCard icon="pi pi-file-check" label={t('finance.totals.currentContracts')}>
          {format.count(totals.currentContracts)}
        </TotalCard>
      </ul>
    </section>
  );
}
