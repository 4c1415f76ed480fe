import { useTranslation } from 'react-i18next';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog';
import { useDeleteRentOrPayment } from '@/features/rents/api/delete-rent';
import type { ContractIds } from '@/features/rents/api/query-keys';
import { useToast } from '@/lib/toast';

/** What is about to be deleted: a rent (with its payments) or one of its payments. */
export interface DeleteTarget {
  rentId: number;
  paymentId?: number;
  /** The question naming it. */
  question: string;
}

interface Props {
  ids: ContractIds;
  target: DeleteTarget | null;
  onHide: () => void;
}

/**
 * Deleting a rent or a payment needs only a confirmation (docs/product.md#states-and-transitions). A refusal shows the
 * server's message as an error toast, and the dialog closes either way (docs/product.md#errors).
 */
export function RentDeleteDialog({ ids, target, onHide }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useDeleteRentOrPayment(ids);
  const isPayment = target?.paymentId !== undefined;

  const accept = () => {
    if (!target) return;
    remove.mutate(target, {
      onSuccess: () => toast.success(t(isPayment ? 'payment.toast.deleted' : 'rent.toast.deleted')),
      onError: (error) => toast.error(error.message || t('error.unexpected')),
    });
  };

  return (
    <ConfirmActionDialog
      visible={target !== null}
      onHide={onHide}
      header={t(isPayment ? 'payment.delete.title' : 'rent.delete.title')}
      message={target?.question}
      action={{ label: t('rents.delete'), icon: 'pi pi-trash', danger: true }}
      onAccept={accept}
    />
  );
}
