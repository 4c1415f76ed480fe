import type { LandlordConfirmation } from '@arrenda/core';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useForbiddenToast } from '../../../lib/use-access';
import { formatDay } from '../../contracts/components/contract-dates';
import { periodText } from '../../portal/components/rent-state';
import { useAcceptConfirmation } from '../api/accept-confirmation';

interface Props {
  entityId: number;
  /** The confirmation to accept; the dialog shows while there is one. */
  confirmation: LandlordConfirmation | null;
  onHide: () => void;
}

/** Asks before accepting: says the payment that will be added. A refusal shows as an error toast. */
export function AcceptConfirmationDialog({ entityId, confirmation, onHide }: Props) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const toastForbidden = useForbiddenToast();
  const accept = useAcceptConfirmation(entityId);

  const run = () => {
    if (!confirmation) return;
    accept.mutate(confirmation.id, {
      onSuccess: () => toast.success(t('confirmations.toast.accepted')),
      onError: (error) => {
        if (!toastForbidden(error)) toast.error(error.message || t('error.unexpected'));
      },
    });
  };

  return (
    <ConfirmDialog
      visible={confirmation !== null}
      onHide={onHide}
      header={t('confirmations.accept.title')}
      message={
        confirmation &&
        t('confirmations.accept.question', {
          amount: format.money(confirmation.amount, confirmation.currency),
          date: formatDay(confirmation.paymentDate, i18n.language),
          period: periodText(confirmation.paymentPeriodDate),
        })
      }
      icon="pi pi-check-circle"
      acceptLabel={t('confirmations.accept')}
      acceptIcon="pi pi-check"
      rejectLabel={t('common.cancel')}
      rejectClassName="p-button-outlined"
      defaultFocus="accept"
      accept={run}
      draggable={false}
      resizable={false}
      breakpoints={{ '640px': '95vw' }}
      style={{ width: '30rem' }}
    />
  );
}
