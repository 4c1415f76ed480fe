import type { PropertyOverview } from '@arrenda/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { PropertyFinancesChart } from './property-finances-chart';
import './properties.css';

function Figure({ icon, label, children }: { icon: string; label: string; children: ReactNode }) {
  return (
    <div className="property-figure">
      <dt>
        <i className={icon} aria-hidden="true" /> {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

interface PairProps {
  first: string;
  firstHint: string;
  second: string;
  secondHint: string;
}

/** A figure's main value with a second, smaller one under it, each saying what it is. */
function Pair({ first, firstHint, second, secondHint }: PairProps) {
  return (
    <>
      <span className="property-figure-main">
        {first} <small className="muted">{firstHint}</small>
      </span>
      <span className="property-figure-second">
        {second} <small className="muted">{secondHint}</small>
      </span>
    </>
  );
}

/**
 * The Overview tab: the key figures of the property with its inner properties (value, contract,
 * profit, occupation, expenses) and its finances per year.
 */
export function PropertyOverviewTab({ property }: { property: PropertyOverview }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { figures } = property;
  const money = (amount: number) => format.money(amount, figures.currency);

  return (
    <div className="stack">
      <dl className="property-figures">
        <Figure icon="pi pi-tag" label={t('properties.column.value')}>
          <span className="property-figure-main">{money(figures.valueHierarchy)}</span>
        </Figure>
        <Figure icon="pi pi-file" label={t('properties.column.contract')}>
          <Pair
            first={money(figures.contractAmountHierarchy)}
            firstHint={t('property.figures.gross')}
            second={money(figures.contractNetAmountHierarchy)}
            secondHint={t('property.figures.net')}
          />
        </Figure>
        <Figure icon="pi pi-percentage" label={t('properties.column.profit')}>
          <Pair
            first={format.percent(figures.profitGross)}
            firstHint={t('property.figures.gross')}
            second={format.percent(figures.profitNet)}
            secondHint={t('property.figures.net')}
          />
          <span className="property-figure-hint">{t('properties.profitTooltip')}</span>
        </Figure>
        <Figure icon="pi pi-users" label={t('property.figures.occupation')}>
          <span className="property-figure-main">{format.percent(figures.occupation)}</span>
          {figures.countContractibleProperties > 0 && (
            <span className="property-figure-second">
              {t('property.figures.unitsLet', {
                count: figures.countContractibleProperties,
                occupied: figures.countActiveContracts,
              })}
            </span>
          )}
        </Figure>
        <Figure icon="pi pi-wallet" label={t('properties.column.expenses')}>
          <Pair
            first={money(figures.expensesAmountYearHierarchy)}
            firstHint={String(new Date().getFullYear())}
            second={money(figures.expensesAmountHierarchy)}
            secondHint={t('property.figures.total')}
          />
        </Figure>
      </dl>
      <section aria-labelledby="property-finances-title">
        <h2 id="property-finances-title" className="property-section-title">
          {t('property.finances.title')}
        </h2>
        <PropertyFinancesChart finances={property.finances} />
      </section>
    </div>
  );
}
