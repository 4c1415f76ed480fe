import { NewExpensePage } from '@/app/routes/expenses/parts/expense-form-pages';
import { PageLoading } from '@/components/page-loading';
import { EntityForbidden, EntityLoadError } from '@/components/page-states';
import { useEntityId, useQueryId } from '@/lib/path-ids';
import { useAccess } from '@/lib/use-access';

function NewExpense({ entityId }: { entityId: number }) {
  const propertyId = useQueryId('propertyId');
  const access = useAccess(entityId);
  if (access.isLoading) return <PageLoading />;
  if (!access.can('create')) return <EntityForbidden entityId={entityId} />;
  return <NewExpensePage entityId={entityId} propertyId={propertyId} />;
}

/** New Expense (docs/product.md#screens-and-routes); ?propertyId= preselects the property. Needs the create right. */
export default function NewExpenseRoute() {
  const entityId = useEntityId();
  return (
    <main className="page page-narrow">
      {entityId === null ? <EntityLoadError error={null} /> : <NewExpense entityId={entityId} />}
    </main>
  );
}
