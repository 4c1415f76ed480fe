import { EntityLoadError } from '@/components/page-states';
import { TenantList } from '@/features/tenants/components/tenant-list';
import { useEntityId } from '@/lib/path-ids';

/** The entity's tenant list (docs/product.md#screens-and-routes). */
export default function TenantListRoute() {
  const entityId = useEntityId();
  return (
    <main className="page">
      {entityId === null ? <EntityLoadError error={null} /> : <TenantList entityId={entityId} />}
    </main>
  );
}
