import { type PropertyListItem, type PropertyTotals, profitPercent, sumMoney } from '@arrenda/core';
import { EURO } from '@/lib/format';

/**
 * The footer's totals of an Inner Properties tab (the property list's come from the server), one line per currency (amounts of different currencies are
 * never added), summed in whole cents. A row without a currency has no value and counts in euro.
 */
export function propertyTotals(rows: readonly PropertyListItem[]): PropertyTotals[] {
  const byCurrency = new Map<string, PropertyListItem[]>();
  for (const row of rows) {
    const currency = row.currency ?? EURO;
    // Pushed, not copied: a copy per item would be quadratic in a long list.
    const group = byCurrency.get(currency);
    if (group) group.push(row);
    else byCurrency.set(currency, [row]);
  }
  return [...byCurrency].map(([currency, group]) => {
    const value = sumMoney(group.map((row) => row.valueHierarchy));
    const contract = sumMoney(group.map((row) => row.contractAmountHierarchy));
    const contractNet = sumMoney(group.map((row) => row.contractNetAmountHierarchy));
    const expenses = sumMoney(group.map((row) => row.expensesAmountHierarchy));
    return {
      currency,
      value,
      contract,
      contractNet,
      expensesYear: sumMoney(group.map((row) => row.expensesAmountYearHierarchy)),
      expenses,
      profitGross: profitPercent(contract, value, expenses),
      profitNet: profitPercent(contractNet, value, expenses),
    };
  });
}
