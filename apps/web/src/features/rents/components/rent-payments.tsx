import type { PaymentView, Right } from '@arrenda/core';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PaymentReceiptStatus } from '@/features/receipts/components/payment-receipt';
import { PaymentReceiptActions } from '@/features/receipts/components/payment-receipt-actions';
import { VoidReceiptDialog, type VoidTarget } from '@/features/receipts/components/void-receipt-dialog';
import type { ContractIds } from '@/features/rents/api/query-keys';
import { formatDay } from '@/lib/dates';
import { useFormat } from '@/lib/format';

interface Props {
  /** The rent's path ids, for its payments' receipts. */
  ids: ContractIds & { rentId: number };
  payments: readonly PaymentView[];
  /** The rent's page path, under which each payment's invoice is made. */
  rentPage: string;
  can: (right: Right) => boolean;
  onDelete: (payment: PaymentView) => void;
}

/**
 * A rent's payments, oldest first: date, amount, taxable amount, description and receipt; with the
 * create right a link to make its invoice PDF while it has none, else its receipt to download and,
 * with the edit right, to void; with the delete right a delete button (spec section 6).
 */
export function RentPayments({ ids, payments, rentPage, can, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const [toVoid, setToVoid] = useState<VoidTarget | null>(null);
  if (payments.length === 0) return <p className="empty-text">{t('rent.payments.empty')}</p>;
  const actions = can('create') || can('delete') || payments.some((payment) => payment.receipt);
  return (
    <>
      <table className="rent-payments">
        <thead>
          <tr>
            <th scope="col">{t('payment.date')}</th>
            <th scope="col">{t('payment.amount')}</th>
            <th scope="col">{t('payment.taxable')}</th>
            <th scope="col">{t('payment.description')}</th>
            <th scope="col">{t('receipt.column')}</th>
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
              <td data-label={t('receipt.column')}>
                <PaymentReceiptStatus receipt={payment.receipt} />
              </td>
              {actions && (
                <td className="rent-payment-actions">
                  {payment.receipt && (
                    <PaymentReceiptActions
                      ids={{ ...ids, paymentId: payment.id }}
                      receipt={payment.receipt}
                      canVoid={can('edit')}
                      onVoid={setToVoid}
                    />
                  )}
                  {!payment.receipt && can('create') && (
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
      <VoidReceiptDialog target={toVoid} onHide={() => setToVoid(null)} />
    </>
  );
}
