import type { ActionCode, ReminderView } from '@arrenda/core';
import type { TFunction } from 'i18next';
import { type ActionSeverity, actionSeverity, actionText } from '@/lib/action-labels';
import { financePropertyName } from '@/lib/finance-labels';
import { contractPath, payRentPath } from '@/lib/paths';
import { propertyTypeName } from '@/lib/property-labels';

/** Reasons about rents: their contract link opens the contract page at its rents. */
const RENT_CODES: readonly ActionCode[] = ['RENT_OVERDUE', 'RENT_MISSING'];

/** A reason as the page shows it, every text in the current language. */
export interface ReminderRow {
  key: string;
  text: string;
  severity: ActionSeverity;
  propertyName: string;
  propertyTypeId: number;
  propertyType: string;
  address: string | null;
  tenants: string;
  /** What the contract owes, on an overdue rent. */
  owed: string | null;
  contractLink: string;
  contractLabel: string;
  payLink: string | null;
  payLabel: string;
}

export interface ReminderGroup {
  entityId: number;
  entityName: string;
  rows: ReminderRow[];
}

interface GroupContext {
  t: TFunction;
  language: string;
  money: (amount: number, currency: string | null) => string;
}

/**
 * Where a reason's link goes: the contract page (at its rents for a rent), or for a payment without
 * its Tax Authority e-receipt the month's e-receipts on the tax year page.
 */
function contractLinkOf(reminder: ReminderView, contract: string, t: TFunction, name: string) {
  if (reminder.code === 'AT_RECEIPT_MISSING') {
    return {
      contractLink: `/entities/${reminder.entityId}/taxYear?tab=atReceipts&month=${reminder.date.slice(0, 7)}`,
      contractLabel: t('finance.atReceiptsNamed', { name }),
    };
  }
  return {
    contractLink: RENT_CODES.includes(reminder.code) ? `${contract}#rents` : contract,
    contractLabel: t('finance.contractNamed', { name }),
  };
}

function reminderRow(reminder: ReminderView, { t, language, money }: GroupContext): ReminderRow {
  const { entityId, propertyId, contractId, rentToPay } = reminder;
  const name = financePropertyName(t, reminder);
  const contract = contractPath(entityId, propertyId, contractId);
  return {
    key: `${contractId}-${reminder.code}`,
    text: actionText(t, reminder, language),
    severity: actionSeverity(reminder.code),
    propertyName: name,
    propertyTypeId: reminder.propertyType.id,
    propertyType: propertyTypeName(t, reminder.propertyType),
    address: reminder.address,
    tenants: reminder.tenants.map((tenant) => tenant.name).join(', '),
    owed: rentToPay && t('reminders.owed', { amount: money(rentToPay.debt, rentToPay.currency) }),
    ...contractLinkOf(reminder, contract, t, name),
    payLink: rentToPay && payRentPath(entityId, propertyId, contractId, rentToPay.rentId),
    payLabel: t('finance.payNamed', { name }),
  };
}

/**
 * The reasons grouped by entity, each group in the order of its oldest reason (the list comes
 * oldest first), and each reason in the order it came.
 */
export function reminderGroups(reminders: readonly ReminderView[], context: GroupContext): ReminderGroup[] {
  const groups = new Map<number, ReminderGroup>();
  for (const reminder of reminders) {
    let group = groups.get(reminder.entityId);
    if (!group) {
      group = { entityId: reminder.entityId, entityName: reminder.entityName, rows: [] };
      groups.set(reminder.entityId, group);
    }
    group.rows.push(reminderRow(reminder, context));
  }
  return [...groups.values()];
}
