import type { PaymentView, Right } from '@arrenda/core';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { formatDay } from '../../contracts/components/contract-dates';

interface Props {
  payments: readonly PaymentView[];
  /** The rent's page path, under which each payment's invoice is made. */
  rentPage: string;
  can: (right: Right) => boolean;
  onDelete: (payment: PaymentView) => void;
}

/**
 * A rent's payments, oldest first: date, amount, taxable amount and description; with the create
 * right a link to make its invoice PDF, with the delete right a delete button (spec section 6).
 */
export function RentPayments({ payments, rentPage, can, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  if (payments.length === 0) return <p className="empty-text">{t('rent.payments.empty')}</p>;
  const actions = can('create') || can('delete');
  return (
    <table className="rent-payments">
      <thead>
        <tr>
          <th scope="col">{t('payment.date')}</th>
          <th scope="col">{t('payment.amount')}</th>
          <th scope="col">{t('payment.taxable')}</th>
          <th scope="col">{t('payment.description')}</th>
          {actions && (
            <th scope="col">
              <span className="p-hidden-accessible">{t('payment.actions')}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.id}>
            <td data-label={t('payment.date')}>{formatDay(payment.paymentDate, i18n.language)}</td>
            <td data-label={t('payment.amount')}>{format.money(payment.amount, payment.currency)}</td>
            <td data-label={t('payment.taxable')}>
              {payment.taxableAmount === null ? '-' : format.money(payment.taxableAmount, payment.currency)}
            </td>
            <td data-label={t('payment.description')}>{payment.description ?? '-'}</td>
            {actions && (
              <td className="rent-payment-actions">
                {can('create') && (
                  <Link
                    to={`${rentPage}/payments/${payment.id}/pdf/create`}
                    className="p-button p-button-icon-only p-button-rounded p-button-text"
                    aria-label={t('payment.action.invoice')}
                    title={t('payment.action.invoice')}
                  >
                    <i className="pi pi-file-pdf p-button-icon" aria-hidden="true" />
                  </Link>
                )}
                {can('delete') && (
                  <Button
                    type="button"
                    icon="pi pi-trash"
                    rounded
                    text
                    severity="danger"
                    aria-label={t('payment.action.delete')}
                    title={t('payment.action.delete')}
                    onClick={() => onDelete(payment)}
                  />
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
