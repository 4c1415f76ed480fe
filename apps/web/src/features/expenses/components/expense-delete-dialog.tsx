import type { ExpenseView } from '@arrenda/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog';
import { useDeleteExpense } from '@/features/expenses/api/delete-expense';
import { refreshAfterExpenseChange } from '@/features/expenses/api/query-keys';
import { useToast } from '@/lib/toast';

interface Props {
  entityId: number;
  /** The expense about to be deleted; the dialog is open while there is one. */
  expense: Pick<ExpenseView, 'id' | 'name'> | null;
  onHide: () => void;
  /** After the delete and its toast, before the refresh (the edit page leaves here). */
  onDeleted?: () => Promise<void> | void;
}

/**
 * Deleting an expense needs only a confirmation (docs/product.md#states-and-transitions). A refusal shows the server's
 * message as an error toast, and the dialog closes either way (docs/product.md#errors).
 */
export function ExpenseDeleteDialog({ entityId, expense, onHide, onDeleted }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const remove = useDeleteExpense(entityId);

  const accept = () => {
    if (!expense) return;
    remove.mutate(expense.id, {
      onSuccess: async () => {
        toast.success(t('expense.toast.deleted'));
        await onDeleted?.();
        await refreshAfterExpenseChange(queryClient, entityId);
      },
      onError: (error) => toast.error(error.message || t('error.unexpected')),
    });
  };

  return (
    <ConfirmActionDialog
      visible={expense !== null}
      onHide={onHide}
      header={t('expense.delete.title')}
      message={expense ? t('expense.delete.question', { name: expense.name }) : null}
      action={{ label: t('expense.delete.confirm'), icon: 'pi pi-trash', danger: true }}
      onAccept={accept}
    />
  );
}
