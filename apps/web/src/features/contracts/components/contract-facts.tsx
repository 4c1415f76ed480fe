import type { ContractView } from '@arrenda/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { contractLength, formatDay } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import { frequencyText } from './contract-labels';
import './contracts.css';

function Fact({ icon, label, children }: { icon: string; label: string; children: ReactNode }) {
  return (
    <div className="contract-fact">
      <dt>
        <i className={icon} aria-hidden="true" /> {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The contract's terms: duration with its length, renegotiation period, guarantee, frequency,
 * retention, automatic rents, due day, its number at the Tax Authority and the extra amount.
 */
export function ContractFacts({ contract }: { contract: ContractView }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const day = (iso: string) => formatDay(iso, i18n.language);
  const money = (amount: number) => format.money(amount, contract.currency);
  const length = contractLength(contract.startDate, contract.endDate);
  const { startDateRenegotiationPeriod: from, endDateRenegotiationPeriod: to } = contract;

  return (
    <dl className="contract-facts">
      <Fact icon="pi pi-calendar" label={t('contract.duration')}>
        <span className="contract-fact-main">
          {day(contract.startDate)} – {day(contract.endDate)}
        </span>
        <span className="muted">
          {t('contract.length.months', { count: length.months })}
          {length.days > 0 && `, ${t('contract.length.days', { count: length.days })}`}
        </span>
      </Fact>
      <Fact icon="pi pi-sync" label={t('contract.renegotiation')}>
        <span className="contract-fact-main">
          {from || to ? `${from ? day(from) : '…'} – ${to ? day(to) : '…'}` : t('contract.notSet')}
        </span>
      </Fact>
      <Fact icon="pi pi-shield" label={t('contract.guarantee')}>
        <span className="contract-fact-main">
          {contract.guarantee == null ? t('contract.notSet') : money(contract.guarantee)}
        </span>
      </Fact>
      <Fact icon="pi pi-replay" label={t('contract.frequency')}>
        <span className="contract-fact-main">{frequencyText(t, contract)}</span>
      </Fact>
      <Fact icon="pi pi-percentage" label={t('contract.taxRetention')}>
        <span className="contract-fact-main">
          {contract.taxRetention ? format.percent(contract.taxRetentionPercentage) : t('contract.no')}
        </span>
      </Fact>
      <Fact icon="pi pi-bolt" label={t('contract.automaticRents')}>
        <span className="contract-fact-main">
          {contract.automaticRents ? t('contract.yes') : t('contract.no')}
        </span>
      </Fact>
      <Fact icon="pi pi-calendar-clock" label={t('contract.rentDueDay')}>
        <span className="contract-fact-main">
          {t('contract.rentDueDayValue', { day: contract.rentDueDay })}
        </span>
      </Fact>
      <Fact icon="pi pi-hashtag" label={t('contract.atContractNumber')}>
        <span className="contract-fact-main">{contract.atContractNumber ?? t('contract.notSet')}</span>
      </Fact>
      {contract.extraAmount != null && contract.extraAmount > 0 && (
        <Fact icon="pi pi-plus-circle" label={t('contract.extraAmount')}>
          <span className="contract-fact-main">{money(contract.extraAmount)}</span>
          {contract.extraAmountDescription && (
            <span className="muted">{contract.extraAmountDescription}</span>
          )}
        </Fact>
      )}
    </dl>
  );
}
