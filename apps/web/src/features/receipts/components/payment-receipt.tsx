import type { PaymentView } from '@arrenda/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';

type IssuedReceipt = NonNullable<PaymentView['receipt']>;

/** A payment's receipt in force: "Issued on … as N.º …", and when it was mailed to the tenants. */
export function PaymentReceiptStatus({ receipt }: { receipt: IssuedReceipt | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!receipt) return <>-</>;
  return (
    <span className="payment-receipt">
      <span>{t('receipt.issued', { date: format.dateTime(receipt.issuedAt), number: receipt.number })}</span>
      {receipt.sentAt && (
        <span className="payment-receipt-sent">
          {t('receipt.sent', { date: format.dateTime(receipt.sentAt) })}
        </span>
      )}
    </span>
  );
}
