import { EditExpensePage } from '@/app/routes/expenses/parts/expense-form-pages';
import { PageLoading } from '@/components/page-loading';
import { EntityForbidden, EntityLoadError, RecordLoadError } from '@/components/page-states';
import { useExpense } from '@/features/expenses/api/get-expense';
import { useEntityId, usePathId } from '@/lib/path-ids';
import { useAccess } from '@/lib/use-access';

function EditExpense({ entityId, expenseId }: { entityId: number; expenseId: number }) {
  const expense = useExpense(entityId, expenseId);
  const access = useAccess(entityId);
  if (expense.isPending || access.isLoading) return <PageLoading />;
  // A failed background refetch keeps the loaded expense on screen: its form may hold the user's typing.
  if (expense.data === undefined) {
    return (
      <RecordLoadError
        record="expense"
        entityId={entityId}
        error={expense.error}
        onRetry={() => void expense.refetch()}
      />
    );
  }
  if (!access.can('edit')) return <EntityForbidden entityId={entityId} />;
  return (
    <EditExpensePage
      entityId={entityId}
      expense={expense.data}
      canDelete={access.can('delete')}
      canUpload={access.can('create')}
    />
  );
}

/** Edit Expense (docs/product.md#screens-and-routes): loads the expense; needs the edit right. */
export default function EditExpenseRoute() {
  const entityId = useEntityId();
  const expenseId = usePathId('expenseId');
  return (
    <main className="page page-narrow">
      {entityId === null ? (
        <EntityLoadError error={null} />
      ) : expenseId === null ? (
        <RecordLoadError record="expense" entityId={entityId} error={null} />
      ) : (
        <EditExpense entityId={entityId} expenseId={expenseId} />
      )}
    </main>
  );
}
