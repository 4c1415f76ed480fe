import { ConfirmDialog } from 'primereact/confirmdialog';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { useDeleteRentOrPayment } from '../api/delete-rent';
import type { ContractIds } from '../api/query-keys';

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
 * Deleting a rent or a payment needs only a confirmation (spec section 4). A refusal shows the
 * server's message as an error toast, and the dialog closes either way (spec section 8).
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
    <ConfirmDialog
      visible={target !== null}
      onHide={onHide}
      header={t(isPayment ? 'payment.delete.title' : 'rent.delete.title')}
      message={target?.question}
      icon="pi pi-exclamation-triangle"
      acceptLabel={t('rents.delete')}
      acceptIcon="pi pi-trash"
      acceptClassName="p-button-danger"
      rejectLabel={t('common.cancel')}
      rejectClassName="p-button-outlined"
      defaultFocus="reject"
      accept={accept}
      draggable={false}
      resizable={false}
      breakpoints={{ '640px': '95vw' }}
      style={{ width: '30rem' }}
    />
  );
}
