import { type ContractForm, type ContractView, FREQUENCY_TYPE } from '@arrenda/core';
import { dayOf } from '@/lib/dates';
import { isMonthly } from './contract-labels';

/** docs/product.md#records-and-fields: frequency choices: 'Monthly' (type 3, value 1) or 'Other' (every N days, weeks...). */
export type FrequencyChoice = 'MONTHLY' | 'OTHER';

export const MONTHLY = { frequencyTypeId: FREQUENCY_TYPE.MONTH, frequencyValue: 1 } as const;

/** What the form holds; named like the payload, so that error paths are the same on both. */
export interface ContractFormValues {
  propertyId: number | null;
  tenantsId: number[];
  currencyId: number | null;
  frequency: FrequencyChoice;
  frequencyTypeId: number | null;
  frequencyValue: number | null;
  amount: number | null;
  extraAmount: number | null;
  extraAmountDescription: string;
  taxableAmount: number | null;
  guarantee: number | null;
  taxRetention: boolean;
  taxRetentionPercentage: number | null;
  /** Whether the server adds the rent of each new period by itself. */
  automaticRents: boolean;
  /** Day of its own month each rent falls due, 1-31. */
  rentDueDay: number | null;
  /** Days as 'YYYY-MM-DD'. */
  startDate: string | null;
  endDate: string | null;
  startDateRenegotiationPeriod: string | null;
  endDateRenegotiationPeriod: string | null;
  /** The contract's number at the Tax Authority (AT); blank for none. */
  atContractNumber: string;
}
export type ContractField = Exclude<keyof ContractFormValues, 'frequency'>;

/** docs/product.md#states-and-transitions: the extra amount's description is offered only once an extra amount is entered. */
export const showsExtraDescription = (values: Pick<ContractFormValues, 'extraAmount'>) =>
  values.extraAmount != null;

/** docs/product.md#states-and-transitions: the percentage is offered with tax retention, or when one was entered before. */
export const showsRetentionPercentage = (
  values: Pick<ContractFormValues, 'taxRetention' | 'taxRetentionPercentage'>,
) => values.taxRetention || values.taxRetentionPercentage != null;

const dayOrNull = (iso: string | null | undefined) => (iso ? dayOf(iso) : null);

/** The form's starting values: the contract being edited, or a new monthly one (on `propertyId` if given). */
export function formValuesOf(contract?: ContractView, propertyId?: number | null): ContractFormValues {
  const frequencyTypeId = contract?.frequencyTypeId ?? MONTHLY.frequencyTypeId;
  const frequencyValue = contract?.frequencyValue ?? MONTHLY.frequencyValue;
  return {
    propertyId: contract?.propertyId ?? propertyId ?? null,
    tenantsId: contract?.tenants.map((tenant) => tenant.id) ?? [],
    currencyId: contract?.currencyId ?? null,
    frequency: isMonthly(frequencyTypeId, frequencyValue) ? 'MONTHLY' : 'OTHER',
    frequencyTypeId,
    frequencyValue,
    amount: contract?.amount ?? null,
    extraAmount: contract?.extraAmount ?? null,
    extraAmountDescription: contract?.extraAmountDescription ?? '',
    taxableAmount: contract?.taxableAmount ?? null,
    guarantee: contract?.guarantee ?? null,
    taxRetention: contract?.taxRetention ?? false,
    taxRetentionPercentage: contract?.taxRetentionPercentage ?? null,
    automaticRents: contract?.automaticRents ?? false,
    // Portuguese rents usually fall due at the start of the month they pay.
    rentDueDay: contract?.rentDueDay ?? 1,
    startDate: dayOrNull(contract?.startDate),
    endDate: dayOrNull(contract?.endDate),
    startDateRenegotiationPeriod: dayOrNull(contract?.startDateRenegotiationPeriod),
    endDateRenegotiationPeriod: dayOrNull(contract?.endDateRenegotiationPeriod),
    atContractNumber: contract?.atContractNumber ?? '',
  };
}

/** What contractBody parses: the fields shown, a hidden description as none. */
export function toBodyInput(values: ContractFormValues): ContractForm {
  const { frequency: _choice, extraAmountDescription, ...fields } = values;
  return {
    ...fields,
    extraAmountDescription: showsExtraDescription(values) ? extraAmountDescription : null,
  };
}
