import { type PaymentBody, PERIOD_DAY, RENT_HOUR, type RentBody } from '@arrenda/core';

const noon = (day: string) => new Date(`${day}T${RENT_HOUR}:00:00.000Z`);
const moneyText = (value: number | null | undefined) => (value == null ? null : value.toFixed(2));

/** The stored period of any day of a month ('YYYY-MM...'): its 15th at noon (spec section 9). */
export const periodInstant = (day: string) => noon(`${day.slice(0, 7)}-${PERIOD_DAY}`);

/** The rent row's columns: days at noon, the period on the 15th of its month (spec section 9). */
export const rentValues = (body: RentBody) => ({
  currencyId: body.currencyId,
  paymentDueDate: noon(body.paymentDueDate),
  paymentPeriodDate: periodInstant(body.paymentPeriodDate),
  amount: body.amount.toFixed(2),
  retainedAmount: moneyText(body.retainedAmount),
  taxableAmount: moneyText(body.taxableAmount),
});

export const paymentValues = (body: PaymentBody) => ({
  currencyId: body.currencyId,
  paymentDate: noon(body.paymentDate),
  amount: body.amount.toFixed(2),
  taxableAmount: moneyText(body.taxableAmount),
  description: body.description ?? null,
});
