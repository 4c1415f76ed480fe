import type { PaymentView, Right } from '@arrenda/core';
import { Button } from 'primereact/button';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContractIds } from '@/features/rents/api/query-keys';
import { formatDay } from '@/lib/dates';
import { useFormat } from '@/lib/format';

type IssuedReceipt = NonNullable<PaymentView['receipt']>;

/**
 * What the receipts feature draws in a payment's row, handed down by the page that composes the
 * two: the receipt's state, and its actions (download, void with the edit right).
 */
export interface PaymentReceiptParts {
  Status: ComponentType<{ receipt: IssuedReceipt | null }>;
  Actions: ComponentType<{
    ids: ContractIds & { rentId: number; paymentId: number };
    receipt: IssuedReceipt;
    canVoid: boolean;
  }>;
}

interface Props {
  /** The rent's path ids, for its payments' receipts. */
  ids: ContractIds & { rentId: number };
  payments: readonly PaymentView[];
  /** The rent's page path, under which each payment's invoice is made. */
  rentPage: string;
  can: (right: Right) => boolean;
  onDelete: (payment: PaymentView) => void;
  receiptParts: PaymentReceiptParts;
}

/**
 * A rent's payments, oldest first: date, amount, taxable amount, description and receipt (with its
 * Tax Authority e-receipt's number once recorded); with the
 * create right a link to make its invoice PDF while it has none, else its receipt to download and,
 * with the edit right, to void; with the delete right a delete button (docs/product.md#access-types).
 */
export function RentPayments({ ids, payments, rentPage, can, onDelete, receiptParts }: Props) {
  const { Status, Actions } = receiptParts;
  const { t, i18n } = useTranslation();
  const format = useFormat();
  if (payments.length === 0) return <p className="empty-text">{t('rent.payments.empty')}</p>;
  const actions = can('create') || can('delete') || payments.some((payment) => payment.receipt);
  return (
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
              <Status receipt={payment.receipt} />
              {payment.atReceiptNumber && (
                <span className="payment-at-receipt">
                  {t('payment.atReceipt', { number: payment.atReceiptNumber })}
                </span>
              )}
            </td>
            {actions && (
              <td className="rent-payment-actions">
                {payment.receipt && (
                  <Actions
                    ids={{ ...ids, paymentId: payment.id }}
                    receipt={payment.receipt}
                    canVoid={can('edit')}
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
  );
}
