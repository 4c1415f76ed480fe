import { amountToPay, type InvoiceForm } from '@arrenda/core';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EURO, useFormat } from '../../../lib/format';

/** A number typed so far, or null. */
const amountOf = (value: unknown) => (typeof value === 'number' ? value : null);

/** Amount to pay = rent amount - retained amount (spec section 3), in cents, as they are typed. */
export function InvoiceAmountToPay({ control }: { control: Control<InvoiceForm> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [rentAmount, retainedAmount] = useWatch({ control, name: ['rentAmount', 'retainedAmount'] });
  return (
    <p className="receipt-amount-to-pay" aria-live="polite">
      {t('receiptForm.amountToPay')}{' '}
      <strong>
        {format.money(amountToPay(amountOf(rentAmount) ?? 0, amountOf(retainedAmount), []), EURO)}
      </strong>
    </p>
  );
}
