import { type PaymentBody, PERIOD_DAY, RENT_HOUR, type RentBody } from '@arrenda/core';
import { moneyText, moneyTextOrNull } from '../db/money';

const noon = (day: string) => new Date(`${day}T${RENT_HOUR}:00:00.000Z`);

/** The stored period of any day of a month ('YYYY-MM...'): its 15th at noon (docs/product.md#constants-and-limits). */
export const periodInstant = (day: string) => noon(`${day.slice(0, 7)}-${PERIOD_DAY}`);

/** The rent row's columns: days at noon, the period on the 15th of its month (docs/product.md#constants-and-limits). */
export const rentValues = (body: RentBody) => ({
  currencyId: body.currencyId,
  paymentDueDate: noon(body.paymentDueDate),
  paymentPeriodDate: periodInstant(body.paymentPeriodDate),
  amount: moneyText(body.amount),
  retainedAmount: moneyTextOrNull(body.retainedAmount),
  taxableAmount: moneyTextOrNull(body.taxableAmount),
});

export const paymentValues = (body: PaymentBody) => ({
  currencyId: body.currencyId,
  paymentDate: noon(body.paymentDate),
  amount: moneyText(body.amount),
  taxableAmount: moneyTextOrNull(body.taxableAmount),
  description: body.description ?? null,
});
