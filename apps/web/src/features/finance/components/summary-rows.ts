import type { FinanceSummaryRow } from '@arrenda/core';
import type { TFunction } from 'i18next';
import { formatDay } from '@/lib/dates';
import { financePropertyName } from '@/lib/finance-labels';
import { contractPath, propertyPagePath } from '@/lib/paths';
import { typeNames } from '@/lib/property-labels';
import { formatMonth } from '@/lib/rent-dates';

export type MonthState = FinanceSummaryRow['rentsDescriptionPeriod'][number]['state'];

export const MONTH_STATES: readonly MonthState[] = ['PAID', 'PARTIAL', 'UNPAID', 'MISSING'];

export interface MonthCell {
  period: string;
  state: MonthState;
  /** 'March 2026: paid', read out and shown as a tooltip. */
  label: string;
}

/**
 * A summary row as the table shows it. Everything a cell shows is here, in the current language.
 */
export interface SummaryRow {
  key: string;
  propertyLink: string;
  propertyName: string;
  propertyTypeId: number;
  propertyType: string;
  address: string | null;
  contractLink: string | null;
  /** The tenants' names, or that the row has no contract (a property with expenses only). */
  tenants: string;
  shownContractTotal: string | null;
  shownContractPayment: string | null;
  shownToPay: string;
  shownPaid: string;
  shownToRetain: string;
  shownRetained: string;
  shownExpenses: string;
  expenseNames: string;
  debt: number;
  shownDebt: string;
  /** 'YYYY-MM-DD', '' without contract. */
  endDate: string;
  shownEndDate: string | null;
  months: MonthCell[];
  monthsLabel: string;
}

interface RowContext {
  t: TFunction;
  language: string;
  money: (amount: number, currency: string | null) => string;
  entityId: number;
}

/** The address parts on one line: street and number, floor, postal code and city. */
export function summaryAddress(row: FinanceSummaryRow): string | null {
  const street = [row.addressStreet, row.addressNumber].filter(Boolean).join(' ');
  const place = [row.addressPostalCode, row.addressCity].filter(Boolean).join(' ');
  return [street, row.addressFloor, place].filter(Boolean).join(', ') || null;
}

/** The period summary's rows, texts in the language of `t`. */
export function summaryRows(rows: readonly FinanceSummaryRow[], context: RowContext): SummaryRow[] {
  const { t, language, money, entityId } = context;
  // A long period has a cell per month in every row, but few distinct months and states.
  const monthLabels = new Map<string, string>();
  const monthLabel = (period: string, state: MonthState) => {
    const key = `${period} ${state}`;
    let label = monthLabels.get(key);
    if (label === undefined) {
      label = t('finance.monthState.label', {
        month: formatMonth(period, language),
        state: t(`finance.monthState.${state}`),
      });
      monthLabels.set(key, label);
    }
    return label;
  };
  const typeName = typeNames(t);
  const noContract = t('finance.summary.noContract');
  return rows.map((row) => {
    const name = financePropertyName(t, row);
    const amount = (value: number) => money(value, row.currency);
    const optional = (value: number | null) => (value === null ? null : amount(value));
    return {
      key: `${row.propertyId}-${row.contractId ?? 'none'}`,
      propertyLink: propertyPagePath(entityId, row.propertyId),
      propertyName: name,
      propertyTypeId: row.propertyType.id,
      propertyType: typeName(row.propertyType),
      address: summaryAddress(row),
      contractLink: row.contractId === null ? null : contractPath(entityId, row.propertyId, row.contractId),
      tenants: row.contractId === null ? noContract : row.tenants.map((tenant) => tenant.name).join(', '),
      shownContractTotal: optional(row.contractTotalAmount),
      shownContractPayment: optional(row.contractPaymentAmount),
      shownToPay: amount(row.rentsAmountToPayPeriod),
      shownPaid: amount(row.rentsAmountPaidPeriod),
      shownToRetain: amount(row.rentsAmountToRetainPeriod),
      shownRetained: amount(row.rentsAmountRetainedPeriod),
      shownExpenses: amount(row.propertyExpenseAmountPeriod),
      expenseNames: row.propertyExpenseNames.join(', '),
      debt: row.contractDebt,
      shownDebt: amount(row.contractDebt),
      endDate: row.contractEndDate ?? '',
      shownEndDate: row.contractEndDate && formatDay(row.contractEndDate, language),
      months: row.rentsDescriptionPeriod.map(({ period, state }) => ({
        period,
        state,
        label: monthLabel(period, state),
      })),
      monthsLabel: t('finance.summary.monthsOf', { name }),
    };
  });
}
