import type { ConfirmationView, PortalRent } from '@arrenda/core';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import { periodText, RENT_STATE_SEVERITY, rentState } from '@/lib/rent-state';
import { PortalConfirmations } from './portal-confirmations';
import { PortalPayments } from './portal-payments';

interface Props {
  contractId: number;
  rent: PortalRent;
  now: Date;
  onConfirm: () => void;
  onWithdraw: (confirmation: ConfirmationView) => void;
}

/**
 * One rent as its tenant sees it: period, where it stands, its figures, the payments the landlord
 * recorded (with their receipts) and the tenant's own confirmations; "Confirm payment" while
 * something is left to pay.
 */
export function PortalRentCard({ contractId, rent, now, onConfirm, onWithdraw }: Props) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const period = periodText(rent.paymentPeriodDate);
  const state = rentState(rent, now);
  const money = (amount: number) => format.money(amount, rent.currency);
  const figures: [string, string][] = [
    [t('portal.rent.dueDate'), formatDay(rent.paymentDueDate, i18n.language)],
    [t('portal.rent.amount'), money(rent.amount)],
    ...(rent.retainedAmount
      ? [[t('portal.rent.retained'), money(rent.retainedAmount)] as [string, string]]
      : []),
    [t('portal.rent.paid'), money(rent.amountPaid)],
    [t('portal.rent.toPay'), money(rent.amountToPay)],
  ];
  return (
    <article className="rent-card portal-rent" aria-label={t('portal.rent.label', { period })}>
      <header className="rent-card-head">
        <h4 className="portal-rent-period">{period}</h4>
        <Tag severity={RENT_STATE_SEVERITY[state]} value={t(`portal.rent.state.${state}`)} />
        {rent.amountToPay > 0 && (
          <Button
            type="button"
            size="small"
            icon="pi pi-check-circle"
            label={t('portal.rent.confirm')}
            onClick={onConfirm}
          />
        )}
      </header>
      <dl className="rent-figures portal-rent-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {rent.payments.length === 0 && rent.confirmations.length === 0 ? (
        <p className="empty-text">{t('portal.rent.noPayments')}</p>
      ) : (
        <>
          <PortalPayments contractId={contractId} rent={rent} />
          <PortalConfirmations contractId={contractId} rent={rent} onWithdraw={onWithdraw} />
        </>
      )}
    </article>
  );
}
