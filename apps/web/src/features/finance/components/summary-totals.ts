import { type FinanceSummaryRow, sumMoney } from '@arrenda/core';
import { EURO } from '../../../lib/format';

export interface SummaryTotals {
  currency: string;
  contractTotal: number;
  contractPayment: number;
  toPay: number;
  paid: number;
  toRetain: number;
  retained: number;
  expenses: number;
  debt: number;
}

/**
 * The footer's totals, one line per currency (amounts of different currencies are never added),
 * summed in whole cents. A row without contract has no currency: its expenses count in euro.
 */
export function summaryTotals(rows: readonly FinanceSummaryRow[]): SummaryTotals[] {
  const byCurrency = new Map<string, FinanceSummaryRow[]>();
  for (const row of rows) {
    const currency = row.currency ?? EURO;
    // Pushed, not copied: a copy per item would be quadratic in a long list.
    const group = byCurrency.get(currency);
    if (group) group.push(row);
    else byCurrency.set(currency, [row]);
  }
  return [...byCurrency].map(([currency, group]) => {
    const sum = (pick: (row: FinanceSummaryRow) => number | null) => sumMoney(group.map(pick));
    return {
      currency,
      contractTotal: sum((row) => row.contractTotalAmount),
      contractPayment: sum((row) => row.contractPaymentAmount),
      toPay: sum((row) => row.rentsAmountToPayPeriod),
      paid: sum((row) => row.rentsAmountPaidPeriod),
      toRetain: sum((row) => row.rentsAmountToRetainPeriod),
      retained: sum((row) => row.rentsAmountRetainedPeriod),
      expenses: sum((row) => row.propertyExpenseAmountPeriod),
      debt: sum((row) => row.contractDebt),
    };
  });
}
