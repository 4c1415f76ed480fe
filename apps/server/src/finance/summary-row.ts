import {
  type AddressView,
  type ContractView,
  expectedPeriods,
  type FinanceSummaryRow,
  type PeriodRange,
} from '@arrenda/core';
import { fromCents } from '../db/money';
import type { ContractRents, MonthRents, PeriodRents, PropertyInfo } from './queries';

/**
 * What a summary row reads of its contract: the view's fields it shows and the schedule its months
 * follow. The whole summary hands the contract's view; a page reads these alone.
 */
export interface SummaryContract
  extends Pick<
    ContractView,
    | 'id'
    | 'propertyId'
    | 'startDate'
    | 'endDate'
    | 'frequencyTypeId'
    | 'frequencyValue'
    | 'totalAmount'
    | 'amountAfterTaxes'
    | 'currency'
    | 'debt'
    | 'tenants'
  > {
  property: {
    name: ContractView['property']['name'];
    propertyType: ContractView['property']['propertyType'];
    address:
      | (Pick<AddressView, 'street' | 'number' | 'floor' | 'postalCode'> & {
          city: Pick<AddressView['city'], 'name' | 'country'>;
        })
      | null;
  };
}

/** The months of a summary period, 'YYYY-MM', inclusive. */
export type MonthRange = PeriodRange;

/** What a row shows of its contract's rents outside the period. */
export interface RowRents {
  /** The latest rent's due day, 'YYYY-MM-DD'. */
  lastDue: string | null;
  /** The oldest due rent not fully paid: the pay action. */
  unpaidId: number | null;
}

export const rowRents = (rents: ContractRents | undefined): RowRents => ({
  lastDue: rents?.last ? rents.last.paymentDueDate.toISOString().slice(0, 10) : null,
  unpaidId: rents?.oldestUnpaidDue?.id ?? null,
});

export interface PropertyExpenses {
  cents: number;
  names: string[];
}

type MonthState = FinanceSummaryRow['rentsDescriptionPeriod'][number]['state'];

/** PAID when none of the month's rents is owed, PARTIAL when one is but some payment was made. */
function stateOf(rents: MonthRents | undefined): MonthState {
  if (!rents) return 'MISSING';
  if (!rents.owed) return 'PAID';
  return rents.paid ? 'PARTIAL' : 'UNPAID';
}

/** Each month of the range the contract expects or has rents for, with its rents' state. */
function monthStates(
  contract: SummaryContract,
  period: PeriodRents | undefined,
  range: MonthRange,
  now: Date,
) {
  const months = new Set(expectedPeriods(contract, now, range));
  for (const month of period?.months.keys() ?? []) months.add(month);
  return [...months].sort().map((month) => ({ period: month, state: stateOf(period?.months.get(month)) }));
}

/** The finance summary row of a contract over the range (docs/product.md#records-and-fields), sums in cents. */
export function contractRow(
  contract: SummaryContract,
  rents: RowRents,
  period: PeriodRents | undefined,
  expenses: PropertyExpenses | undefined,
  range: MonthRange,
  now: Date,
): FinanceSummaryRow {
  const address = contract.property.address;
  return {
    propertyId: contract.propertyId,
    contractId: contract.id,
    propertyName: contract.property.name,
    propertyType: contract.property.propertyType,
    addressStreet: address?.street ?? null,
    addressNumber: address?.number ?? null,
    addressPostalCode: address?.postalCode ?? null,
    addressCity: address?.city.name ?? null,
    addressCountry: address?.city.country ?? null,
    addressFloor: address?.floor ?? null,
    contractTotalAmount: contract.totalAmount,
    contractPaymentAmount: contract.amountAfterTaxes,
    contractEndDate: contract.endDate.slice(0, 10),
    currency: contract.currency,
    lastRentDueDate: rents.lastDue,
    rentIdMissingPayment: rents.unpaidId,
    rentsAmountToPayPeriod: fromCents(period?.toPayCents ?? 0),
    rentsAmountPaidPeriod: fromCents(period?.paidCents ?? 0),
    rentsAmountToRetainPeriod: fromCents(period?.toRetainCents ?? 0),
    rentsAmountRetainedPeriod: fromCents(period?.retainedCents ?? 0),
    propertyExpenseAmountPeriod: fromCents(expenses?.cents ?? 0),
    propertyExpenseNames: expenses?.names ?? [],
    rentsDescriptionPeriod: monthStates(contract, period, range, now),
    contractDebt: contract.debt,
    tenants: contract.tenants,
  };
}

/** The row of a property with expenses in the range but no contract there. */
export function propertyRow(property: PropertyInfo, expenses: PropertyExpenses): FinanceSummaryRow {
  return {
    propertyId: property.id,
    contractId: null,
    propertyName: property.name,
    propertyType: property.propertyType,
    addressStreet: property.street,
    addressNumber: property.number,
    addressPostalCode: property.postalCode,
    addressCity: property.city,
    addressCountry: property.country,
    addressFloor: property.floor,
    contractTotalAmount: null,
    contractPaymentAmount: null,
    contractEndDate: null,
    currency: null,
    lastRentDueDate: null,
    rentIdMissingPayment: null,
    rentsAmountToPayPeriod: 0,
    rentsAmountPaidPeriod: 0,
    rentsAmountToRetainPeriod: 0,
    rentsAmountRetainedPeriod: 0,
    propertyExpenseAmountPeriod: fromCents(expenses.cents),
    propertyExpenseNames: expenses.names,
    rentsDescriptionPeriod: [],
    contractDebt: 0,
    tenants: [],
  };
}
