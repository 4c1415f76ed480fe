import { useSearchParams } from 'react-router';
import { useEntityId } from '@/app/routes/entities/use-entity-id';
import { PageLoading } from '@/components/page-loading';
import { EntityForbidden, EntityLoadError } from '@/features/entities/components/entity-page-states';
import { PropertyFormPage } from '@/features/properties/components/property-form-page';
import { useAccess } from '@/lib/use-access';

/** ?parent= as a property id, or null when absent or no valid id. */
function useParentId(): number | null {
  const [searchParams] = useSearchParams();
  const id = Number(searchParams.get('parent'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function NewProperty({ entityId }: { entityId: number }) {
  const parentId = useParentId();
  const access = useAccess(entityId);
  if (access.isLoading) return <PageLoading />;
  // Only ADMINs create properties (spec section 6).
  if (!access.can('admin')) return <EntityForbidden entityId={entityId} />;
  return <PropertyFormPage entityId={entityId} parentId={parentId} />;
}

/** New Property (spec section 2); ?parent= preselects the parent. */
export default function NewPropertyRoute() {
  const entityId = useEntityId();
  return (
    <main className="page page-narrow">
      {entityId === null ? <EntityLoadError error={null} /> : <NewProperty entityId={entityId} />}
    </main>
  );
}
