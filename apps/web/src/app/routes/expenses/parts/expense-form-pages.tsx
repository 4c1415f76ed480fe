import type { ExpenseBody, ExpenseDetail } from '@arrenda/core';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useReloadKey } from '@/components/form/use-reload-key';
import { useReloadEntity } from '@/features/entities/api/reload-entity';
import { useCreateExpense } from '@/features/expenses/api/create-expense';
import { expenseKeys, expensePath } from '@/features/expenses/api/query-keys';
import { useUpdateExpense } from '@/features/expenses/api/update-expense';
import { ExpenseDeleteDialog } from '@/features/expenses/components/expense-delete-dialog';
import { ExpenseForm } from '@/features/expenses/components/expense-form';
import { expenseValuesOf, newExpenseValues } from '@/features/expenses/components/expense-form-values';
import { expenseReturnPath } from '@/features/expenses/components/expense-return-path';
import { FilesCard } from '@/features/files/components/files-card';
import { useToast } from '@/lib/toast';
import '@/components/layout/page.css';
import '@/features/expenses/components/expenses.css';

/** The Back link (to the property's expenses or the entity's), the title and maybe an action. */
function Heading({
  to,
  toProperty,
  title,
  action,
}: {
  to: string;
  toProperty: boolean;
  title: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Link to={to} className="back-link">
        <i className="pi pi-arrow-left" aria-hidden="true" />{' '}
        {toProperty ? t('expense.backToProperty') : t('expense.backToEntity')}
      </Link>
      <div className="expense-page-title">
        <h1>{title}</h1>
        {action}
      </div>
    </>
  );
}

/** After a save: a toast, then the saved expense's property or the entity's Expenses view. */
function useLeaveAfterSave(entityId: number, toastKey: string) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  return (body: ExpenseBody) => {
    toast.success(t(toastKey));
    void navigate(expenseReturnPath(entityId, body.propertyId ?? null));
  };
}

/** New Expense (docs/product.md#screens-and-routes); ?propertyId= preselects the property. */
export function NewExpensePage({ entityId, propertyId }: { entityId: number; propertyId: number | null }) {
  const { t } = useTranslation();
  const create = useCreateExpense(entityId);
  const onSaved = useLeaveAfterSave(entityId, 'expense.toast.created');
  // Today is taken once: the form reads its values only when it starts.
  const [values] = useState(() => newExpenseValues(propertyId, new Date()));
  const back = expenseReturnPath(entityId, propertyId);
  return (
    <>
      <Heading to={back} toProperty={propertyId !== null} title={t('expense.form.new.title')} />
      <Card>
        <ExpenseForm
          entityId={entityId}
          values={values}
          save={create}
          editing={false}
          onSaved={onSaved}
          cancelTo={back}
        />
      </Card>
    </>
  );
}

interface EditProps {
  entityId: number;
  expense: ExpenseDetail;
  canDelete: boolean;
  canUpload: boolean;
}

/** Edit Expense (docs/product.md#screens-and-routes): prefilled; Delete for users with the delete right. */
export function EditExpensePage({ entityId, expense, canDelete, canUpload }: EditProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateExpense(entityId, expense.id);
  const onSaved = useLeaveAfterSave(entityId, 'expense.toast.updated');
  const [formKey, reload] = useReloadKey(useReloadEntity(entityId));
  const [confirming, setConfirming] = useState(false);
  const back = expenseReturnPath(entityId, expense.propertyId);

  const deleteButton = canDelete && (
    <Button
      type="button"
      icon="pi pi-trash"
      label={t('expense.action.delete')}
      outlined
      severity="danger"
      size="small"
      onClick={() => setConfirming(true)}
    />
  );

  return (
    <div className="stack">
      <div>
        <Heading
          to={back}
          toProperty={expense.propertyId !== null}
          title={t('expense.form.edit.title')}
          action={deleteButton}
        />
        <Card>
          <ExpenseForm
            key={formKey}
            entityId={entityId}
            values={expenseValuesOf(expense)}
            save={update}
            editing
            version={expense.version}
            onSaved={onSaved}
            onReload={reload}
            cancelTo={back}
          />
        </Card>
      </div>

      <FilesCard
        base={expensePath(entityId, expense.id)}
        queryKey={expenseKeys.detail(entityId, expense.id)}
        files={expense.files}
        canUpload={canUpload}
      />

      <ExpenseDeleteDialog
        entityId={entityId}
        expense={confirming ? expense : null}
        onHide={() => setConfirming(false)}
        // Leave before the refresh, so this page does not refetch the deleted expense into a 404.
        onDeleted={() => navigate(back)}
      />
    </div>
  );
}
