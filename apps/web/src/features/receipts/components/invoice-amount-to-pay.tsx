import { type InvoiceForm, toCents } from '@arrenda/core';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EURO, useFormat } from '@/lib/format';

/** A number typed so far, or null. */
const amountOf = (value: unknown) => (typeof value === 'number' ? value : null);

/** Amount received = rent + extra charges - retained amount (docs/domain.md "Receipts"), in cents, as typed. */
export function InvoiceAmountToPay({ control }: { control: Control<InvoiceForm> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [rentAmount, extraAmount, retainedAmount] = useWatch({
    control,
    name: ['rentAmount', 'extraAmount', 'retainedAmount'],
  });
  const cents = [rentAmount, extraAmount].reduce(
    (sum: number, value) => sum + toCents(amountOf(value) ?? 0),
    0,
  );
  const total = Math.max(0, cents - toCents(amountOf(retainedAmount) ?? 0)) / 100;
  return (
    <p className="receipt-amount-to-pay" aria-live="polite">
      {t('receiptForm.amountToPay')} <strong>{format.money(total, EURO)}</strong>
    </p>
  );
}
