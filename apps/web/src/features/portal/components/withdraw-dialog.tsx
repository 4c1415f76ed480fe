import type { ConfirmationView, PortalRent } from '@arrenda/core';
import { useTranslation } from 'react-i18next';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog';
import { useWithdrawConfirmation } from '@/features/portal/api/withdraw-confirmation';
import { formatDay } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import { periodText } from '@/lib/rent-state';
import { useToast } from '@/lib/toast';

interface Props {
  contractId: number;
  target: { rent: PortalRent; confirmation: ConfirmationView } | null;
  onHide: () => void;
}

/** Asks before withdrawing a pending confirmation; a refusal (decided meanwhile) says why. */
export function WithdrawDialog({ contractId, target, onHide }: Props) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const withdraw = useWithdrawConfirmation();

  const accept = () => {
    if (!target) return;
    withdraw.mutate(
      { ids: { contractId, rentId: target.rent.id }, confirmationId: target.confirmation.id },
      {
        onSuccess: () => toast.success(t('portal.toast.withdrawn')),
        onError: (error) => toast.error(error.message || t('error.unexpected')),
      },
    );
  };

  return (
    <ConfirmActionDialog
      visible={target !== null}
      onHide={onHide}
      header={t('portal.withdraw.title')}
      message={
        target &&
        t('portal.withdraw.question', {
          amount: format.money(target.confirmation.amount, target.rent.currency),
          date: formatDay(target.confirmation.paymentDate, i18n.language),
          period: periodText(target.rent.paymentPeriodDate),
        })
      }
      action={{ label: t('portal.withdraw.accept'), icon: 'pi pi-times', danger: true }}
      onAccept={accept}
    />
  );
}
