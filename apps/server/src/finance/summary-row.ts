import { type ContractView, expectedPeriods, type FinanceSummaryRow, fromCents } from '@arrenda/core';
import { oldestUnpaidDueRent, toPayCents } from './contract-state';
import type { PropertyInfo, RentFigures } from './queries';

/** The months of a summary period, 'YYYY-MM', inclusive. */
export interface MonthRange {
  first: string;
  last: string;
}

export interface PropertyExpenses {
  cents: number;
  names: string[];
}

const inRange = (month: string, range: MonthRange) => month >= range.first && month <= range.last;
type State = FinanceSummaryRow['rentsDescriptionPeriod'][number]['state'];

/** Each month of the range the contract expects or has rents for, with its rents' state. */
function monthStates(contract: ContractView, rents: readonly RentFigures[], range: MonthRange, now: Date) {
  const months = new Set(expectedPeriods(contract, now).filter((month) => inRange(month, range)));
  for (const rent of rents) if (inRange(rent.month, range)) months.add(rent.month);
  return [...months].sort().map((period) => {
    const ofMonth = rents.filter((rent) => rent.month === period);
    let state: State = 'MISSING';
    if (ofMonth.length > 0) {
      const unpaid = ofMonth.filter((rent) => toPayCents(rent) > 0);
      if (unpaid.length === 0) state = 'PAID';
      else state = ofMonth.some((rent) => rent.paidCents > 0) ? 'PARTIAL' : 'UNPAID';
    }
    return { period, state };
  });
}

/** The finance summary row of a contract over the range (spec section 3), sums in cents. */
export function contractRow(
  contract: ContractView,
  rents: readonly RentFigures[],
  expenses: PropertyExpenses | undefined,
  range: MonthRange,
  now: Date,
): FinanceSummaryRow {
  const ofPeriod = rents.filter((rent) => inRange(rent.month, range));
  const sum = (pick: (rent: RentFigures) => number, of = ofPeriod) =>
    of.reduce((total, rent) => total + pick(rent), 0);
  const address = contract.property.address;
  const lastDue = rents.reduce<Date | null>(
    (latest, rent) => (latest === null || rent.paymentDueDate > latest ? rent.paymentDueDate : latest),
    null,
  );
  const toPay = oldestUnpaidDueRent(rents, now);
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
    lastRentDueDate: lastDue ? lastDue.toISOString().slice(0, 10) : null,
    rentIdMissingPayment: toPay?.id ?? null,
    rentsAmountToPayPeriod: fromCents(sum((rent) => rent.amountCents - rent.retainedCents)),
    rentsAmountPaidPeriod: fromCents(sum((rent) => rent.paidCents)),
    rentsAmountToRetainPeriod: fromCents(sum((rent) => rent.retainedCents)),
    rentsAmountRetainedPeriod: fromCents(
      sum(
        (rent) => rent.retainedCents,
        ofPeriod.filter((rent) => toPayCents(rent) === 0),
      ),
    ),
    propertyExpenseAmountPeriod: fromCents(expenses?.cents ?? 0),
    propertyExpenseNames: expenses?.names ?? [],
    rentsDescriptionPeriod: monthStates(contract, rents, range, now),
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
