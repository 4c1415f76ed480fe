import type { LandlordConfirmation } from '@arrenda/core';
import { useTranslation } from 'react-i18next';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog';
import { useAcceptConfirmation } from '@/features/confirmations/api/accept-confirmation';
import { formatDay } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import { periodText } from '@/lib/rent-state';
import { useToast } from '@/lib/toast';
import { useForbiddenToast } from '@/lib/use-access';

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
    <ConfirmActionDialog
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
      action={{ label: t('confirmations.accept'), icon: 'pi pi-check' }}
      onAccept={run}
    />
  );
}
