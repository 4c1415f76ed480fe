import type { PaymentView, RentView, Right } from '@arrenda/core';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContractIds } from '@/features/rents/api/query-keys';
import { formatDay } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import { sentenceStart } from '@/lib/rent-dates';
import { type PaymentReceiptParts, RentPayments } from './rent-payments';

interface Props {
  ids: ContractIds;
  rent: RentView;
  /** The period as shown ('December 2024'). */
  period: string;
  /** The rent's page path (.../rents/{rentId}), under which it is edited and paid. */
  rentPage: string;
  can: (right: Right) => boolean;
  onDeleteRent: () => void;
  onDeletePayment: (payment: PaymentView) => void;
  receiptParts: PaymentReceiptParts;
}

/** The rent's actions by right (docs/product.md#access-types): pay while not paid, edit, delete. */
function RentActions({
  rent,
  rentPage,
  can,
  onDeleteRent,
}: Omit<Props, 'ids' | 'period' | 'onDeletePayment' | 'receiptParts'>) {
  const { t } = useTranslation();
  return (
    <div className="rent-actions">
      {can('create') && !rent.paid && (
        <Link to={`${rentPage}/pay`} className="p-button p-button-sm p-button-outlined centered">
          <i className="pi pi-money-bill p-button-icon-left" aria-hidden="true" />
          <span className="p-button-label">{t('rent.action.pay')}</span>
        </Link>
      )}
      {can('edit') && (
        <Link
          to={`${rentPage}/edit`}
          className="p-button p-button-icon-only p-button-rounded p-button-text"
          aria-label={t('rent.action.edit')}
          title={t('rent.action.edit')}
        >
          <i className="pi pi-pencil p-button-icon" aria-hidden="true" />
        </Link>
      )}
      {can('delete') && (
        <Button
          type="button"
          icon="pi pi-trash"
          rounded
          text
          severity="danger"
          aria-label={t('rent.action.delete')}
          title={t('rent.action.delete')}
          onClick={onDeleteRent}
        />
      )}
    </div>
  );
}

/**
 * One rent, expanded at first (docs/product.md#screens-and-routes): its period and whether it is paid, its figures and
 * its payments; the period's button folds it.
 */
export function RentCard({
  ids,
  rent,
  period,
  rentPage,
  can,
  onDeleteRent,
  onDeletePayment,
  receiptParts,
}: Props) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const [expanded, setExpanded] = useState(true);
  const bodyId = useId();
  const money = (amount: number | null) => (amount === null ? '-' : format.money(amount, rent.currency));
  const figures: [string, string][] = [
    [t('rent.dueDate'), formatDay(rent.paymentDueDate, i18n.language)],
    [t('rent.amount'), money(rent.amount)],
    [t('rent.retained'), money(rent.retainedAmount)],
    [t('rent.taxable'), money(rent.taxableAmount)],
    [t('rent.paid'), money(rent.amountPaid)],
    [t('rent.toPay'), money(rent.amountToPay)],
  ];
  return (
    <article className="rent-card" aria-label={period}>
      <header className="rent-card-head">
        <h3>
          <button
            type="button"
            className="rent-toggle"
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={() => setExpanded(!expanded)}
          >
            <i className={`pi ${expanded ? 'pi-chevron-down' : 'pi-chevron-right'}`} aria-hidden="true" />
            {sentenceStart(period, i18n.language)}
          </button>
        </h3>
        <Tag
          severity={rent.paid ? 'success' : 'warning'}
          value={rent.paid ? t('rent.status.paid') : t('rent.status.unpaid')}
        />
        <RentActions rent={rent} rentPage={rentPage} can={can} onDeleteRent={onDeleteRent} />
      </header>
      <div id={bodyId} hidden={!expanded} className="rent-card-body">
        <dl className="rent-figures">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <h4 className="rent-payments-title">{t('rent.payments')}</h4>
        <RentPayments
          ids={{ ...ids, rentId: rent.id }}
          payments={rent.payments}
          rentPage={rentPage}
          can={can}
          onDelete={onDeletePayment}
          receiptParts={receiptParts}
        />
      </div>
    </article>
  );
}
