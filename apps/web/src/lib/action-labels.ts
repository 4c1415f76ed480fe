import type { ActionCode, ActionRequired } from '@arrenda/core';
import type { TFunction } from 'i18next';
import { formatDay } from '@/lib/dates';
import { formatMonth } from '@/lib/rent-dates';

export type ActionSeverity = 'danger' | 'warning' | 'info';

/** How urgent each reason looks: money owed or an ended contract first, then what is coming. */
const SEVERITY: Record<ActionCode, ActionSeverity> = {
  CONTRACT_ENDED: 'danger',
  RENT_OVERDUE: 'danger',
  CONTRACT_ENDING: 'warning',
  RENT_MISSING: 'warning',
  RENEGOTIATION_OPEN: 'info',
  RENEGOTIATION_SOON: 'info',
  RENT_UPDATE_AVAILABLE: 'info',
  AT_RECEIPT_MISSING: 'warning',
};

export const actionSeverity = (code: ActionCode) => SEVERITY[code];

/**
 * A reason in the user's language with its date: 'Contract ends on 31 Dec 2026', 'O contrato
 * termina a 31/12/2026'. A missing rent's date is a period (the 15th), so it is named by its month.
 */
export function actionText(t: TFunction, action: ActionRequired, language: string): string {
  if (action.code === 'RENT_MISSING') {
    return t('finance.action.RENT_MISSING', { month: formatMonth(action.date, language) });
  }
  return t(`finance.action.${action.code}`, { date: formatDay(action.date, language) });
}
