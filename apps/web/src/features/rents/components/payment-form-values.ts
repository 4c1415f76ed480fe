import { amountToPay, type RentView } from '@arrenda/core';
import { localDay } from '@/lib/dates';

/** What the payment form holds; named like the payload. */
export interface PaymentFormValues {
  currencyId: number | null;
  /** 'YYYY-MM-DD'. */
  paymentDate: string | null;
  amount: number | null;
  taxableAmount: number | null;
  description: string;
}

/** What is still owed on the rent: its amount less the tax retained and the payments so far. */
export const owedOn = (rent: RentView) =>
  amountToPay(
    rent.amount,
    rent.retainedAmount,
    rent.payments.map((payment) => payment.amount),
  );

/** A new payment (docs/product.md#states-and-transitions): what is owed, in the rent's currency, paid today. */
export const newPaymentValues = (rent: RentView, today: Date): PaymentFormValues => ({
  currencyId: rent.currencyId,
  paymentDate: localDay(today),
  amount: owedOn(rent),
  taxableAmount: null,
  description: '',
});

/** docs/product.md#states-and-transitions: the taxable amount is not asked when tax is retained on the rent. */
export const asksTaxableAmount = (rent: RentView) => (rent.retainedAmount ?? 0) <= 0;
