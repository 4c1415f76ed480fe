import type { ExpenseView } from '@arrenda/core';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../lib/use-access';
import { useExpenses } from '../api/get-expenses';
import { ExpenseDeleteDialog } from './expense-delete-dialog';
import { ExpenseTable } from './expense-table';

interface Props {
  entityId: number;
  /** The property whose expenses are listed; null for the entity's global expenses only. */
  propertyId: number | null;
}

/**
 * The expenses of a property, or the entity's global ones (property expenses excluded, spec
 * section 2), with Edit and Delete by right; a failed load shows its message and a retry.
 */
export function ExpenseList({ entityId, propertyId }: Props) {
  const { t } = useTranslation();
  const { can } = useAccess(entityId);
  const expenses = useExpenses(entityId, propertyId);
  const [toDelete, setToDelete] = useState<ExpenseView | null>(null);

  if (expenses.isError) {
    return (
      <div className="stack">
        <Message severity="error" text={expenses.error.message} className="form-alert" />
        <div>
          <Button
            label={t('entities.retry')}
            icon="pi pi-refresh"
            outlined
            onClick={() => void expenses.refetch()}
            loading={expenses.isFetching}
          />
        </div>
      </div>
    );
  }

  // Without a property the API answers every expense of the entity: keep the global ones.
  const shown =
    propertyId === null ? expenses.data?.filter((expense) => expense.propertyId === null) : expenses.data;
  return (
    <>
      <ExpenseTable
        entityId={entityId}
        expenses={shown}
        label={t('expenses.title')}
        showYield={propertyId !== null}
        can={can}
        onDelete={setToDelete}
      />
      <ExpenseDeleteDialog entityId={entityId} expense={toDelete} onHide={() => setToDelete(null)} />
    </>
  );
}
