import { useEntityId } from '@/app/routes/entities/use-entity-id';
import { EntityLoadError } from '@/features/entities/components/entity-page-states';
import { TenantList } from '@/features/tenants/components/tenant-list';

/** The entity's tenant list (spec section 2). */
export default function TenantListRoute() {
  const entityId = useEntityId();
  return (
    <main className="page">
      {entityId === null ? <EntityLoadError error={null} /> : <TenantList entityId={entityId} />}
    </main>
  );
}
