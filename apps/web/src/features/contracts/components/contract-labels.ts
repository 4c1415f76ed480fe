import { type ContractView, FREQUENCY_TYPE } from '@arrenda/core';
import type { TFunction } from 'i18next';

/** docs/product.md#constants-and-limits: monthly is frequency type 3 (month), value 1. */
export const isMonthly = (frequencyTypeId: number | null, frequencyValue: number | null) =>
  frequencyTypeId === FREQUENCY_TYPE.MONTH && frequencyValue === 1;

const UNIT_BY_TYPE = new Map<number, string>(
  Object.entries(FREQUENCY_TYPE).map(([name, id]) => [id, name] as const),
);

/** "Monthly", or "Every 3 months", "Every 2 weeks"... */
export function frequencyText(
  t: TFunction,
  contract: Pick<ContractView, 'frequencyTypeId' | 'frequencyValue'>,
) {
  const { frequencyTypeId, frequencyValue } = contract;
  if (isMonthly(frequencyTypeId, frequencyValue)) return t('contract.frequency.monthly');
  const unit = UNIT_BY_TYPE.get(frequencyTypeId) ?? 'MONTH';
  return t(`contract.frequency.every.${unit}`, { count: frequencyValue });
}

/** The tenants' names, in the order the API gives them. */
export const tenantNames = (contract: Pick<ContractView, 'tenants'>) =>
  contract.tenants.map((tenant) => tenant.name).join(', ');
