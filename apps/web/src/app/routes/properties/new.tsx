import { PageLoading } from '@/components/page-loading';
import { EntityForbidden, EntityLoadError } from '@/components/page-states';
import { PropertyFormPage } from '@/features/properties/components/property-form-page';
import { useEntityId, useQueryId } from '@/lib/path-ids';
import { useAccess } from '@/lib/use-access';

function NewProperty({ entityId }: { entityId: number }) {
  const parentId = useQueryId('parent');
  const access = useAccess(entityId);
  if (access.isLoading) return <PageLoading />;
  // Only ADMINs create properties (docs/product.md#access-types).
  if (!access.can('admin')) return <EntityForbidden entityId={entityId} />;
  return <PropertyFormPage entityId={entityId} parentId={parentId} />;
}

/** New Property (docs/product.md#screens-and-routes); ?parent= preselects the parent. */
export default function NewPropertyRoute() {
  const entityId = useEntityId();
  return (
    <main className="page page-narrow">
      {entityId === null ? <EntityLoadError error={null} /> : <NewProperty entityId={entityId} />}
    </main>
  );
}
