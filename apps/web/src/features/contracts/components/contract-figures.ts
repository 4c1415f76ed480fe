import { contractTotal, retainedAmount, sumMoney } from '@arrenda/core';
import type { ContractFormValues } from './contract-form-values';

export interface ContractFigures {
  total: number;
  taxable: number;
  retained: number;
  net: number;
}

/**
 * What a contract's amounts come to (docs/domain.md), in whole cents: total = amount + extra amount;
 * the taxable amount is the amount when none is given; retained = taxable * percentage / 100 with
 * tax retention; net = total - retained.
 */
export function contractFigures(
  values: Pick<
    ContractFormValues,
    'amount' | 'extraAmount' | 'taxableAmount' | 'taxRetention' | 'taxRetentionPercentage'
  >,
): ContractFigures {
  const total = contractTotal(values.amount ?? 0, values.extraAmount);
  const taxable = values.taxableAmount ?? values.amount ?? 0;
  const retained = retainedAmount(values.taxRetention, taxable, values.taxRetentionPercentage);
  return { total, taxable, retained, net: sumMoney([total, -retained]) };
}
