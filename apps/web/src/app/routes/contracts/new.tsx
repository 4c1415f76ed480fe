import { PageLoading } from '@/components/page-loading';
import { EntityForbidden, EntityLoadError } from '@/components/page-states';
import { ContractFormPage } from '@/features/contracts/components/contract-form-page';
import { useEntityId, useQueryId } from '@/lib/path-ids';
import { useAccess } from '@/lib/use-access';

function NewContract({ entityId }: { entityId: number }) {
  const propertyId = useQueryId('property');
  const access = useAccess(entityId);
  if (access.isLoading) return <PageLoading />;
  if (!access.can('create')) return <EntityForbidden entityId={entityId} />;
  return <ContractFormPage entityId={entityId} propertyId={propertyId} />;
}

/** New Contract (docs/product.md#screens-and-routes); ?property= preselects the property. */
export default function NewContractRoute() {
  const entityId = useEntityId();
  return (
    <main className="page page-narrow">
      {entityId === null ? <EntityLoadError error={null} /> : <NewContract entityId={entityId} />}
    </main>
  );
}
