import type { OverviewContract } from '@arrenda/core';
import type { TFunction } from 'i18next';
import type { ContractActions } from '@/components/contract-action-links';
import { type ActionSeverity, actionSeverity, actionText } from '@/lib/action-labels';
import { financePropertyName } from '@/lib/finance-labels';
import { contractPath, payRentPath, propertyPagePath } from '@/lib/paths';
import { typeNames } from '@/lib/property-labels';
import { formatMonth } from '@/lib/rent-dates';

export interface ActionChip {
  key: string;
  text: string;
  severity: ActionSeverity;
}

export interface LastRentCell {
  period: string;
  amount: string;
  paid: boolean;
  status: string;
  /** What is still to pay, when the rent is not paid. */
  toPay: string | null;
}

/**
 * A contract as the table shows it. Everything a cell shows is here, in the current language.
 */
export interface OverviewRow extends ContractActions {
  id: number;
  propertyLink: string;
  propertyName: string;
  propertyTypeId: number;
  propertyType: string;
  address: string | null;
  tenants: string;
  debt: number;
  shownDebt: string;
  retainedAmountYear: number;
  shownRetained: string;
  lastRent: LastRentCell | null;
  noRent: string;
  notes: string | null;
  actions: ActionChip[];
  noAction: string;
}

interface RowContext {
  t: TFunction;
  language: string;
  money: (amount: number, currency: string | null) => string;
  entityId: number;
  /** The create right: paying a rent adds a payment (docs/product.md#access-types). */
  canCreate: boolean;
}

/** The overview table's rows, texts in the language of `t`. */
export function overviewRows(contracts: readonly OverviewContract[], context: RowContext): OverviewRow[] {
  const { t, language, money, entityId, canCreate } = context;
  // The same in every row: translated once, not once per contract.
  const texts = {
    paid: t('finance.lastRent.paid'),
    notPaid: t('finance.lastRent.notPaid'),
    noRent: t('finance.lastRent.none'),
    noAction: t('finance.action.none'),
    pay: t('finance.pay'),
    contract: t('finance.contract'),
  };
  const typeName = typeNames(t);
  return contracts.map((contract) => {
    const name = financePropertyName(t, contract);
    const { lastRent } = contract;
    return {
      id: contract.contractId,
      propertyLink: propertyPagePath(entityId, contract.propertyId),
      propertyName: name,
      propertyTypeId: contract.propertyType.id,
      propertyType: typeName(contract.propertyType),
      address: contract.address,
      tenants: contract.tenants.map((tenant) => tenant.name).join(', '),
      debt: contract.debt,
      shownDebt: money(contract.debt, contract.currency),
      retainedAmountYear: contract.retainedAmountYear,
      shownRetained: money(contract.retainedAmountYear, contract.currency),
      lastRent: lastRent && {
        period: formatMonth(lastRent.paymentPeriodDate, language),
        amount: money(lastRent.amount, contract.currency),
        paid: lastRent.paid,
        status: lastRent.paid ? texts.paid : texts.notPaid,
        toPay: lastRent.paid
          ? null
          : t('finance.lastRent.toPay', { amount: money(lastRent.amountToPay, contract.currency) }),
      },
      noRent: texts.noRent,
      notes: contract.notes,
      actions: contract.actions.map((action) => ({
        key: `${action.code}-${action.date}`,
        text: actionText(t, action, language),
        severity: actionSeverity(action.code),
      })),
      noAction: texts.noAction,
      payLink:
        canCreate && contract.rentIdToPay !== null
          ? payRentPath(entityId, contract.propertyId, contract.contractId, contract.rentIdToPay)
          : null,
      payText: texts.pay,
      payLabel: t('finance.payNamed', { name }),
      contractLink: contractPath(entityId, contract.propertyId, contract.contractId),
      contractText: texts.contract,
      contractLabel: t('finance.contractNamed', { name }),
    };
  });
}
