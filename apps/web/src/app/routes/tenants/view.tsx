import { TenantPage } from '@/app/routes/tenants/parts/tenant-page';
import { EntityLoadError, RecordLoadError } from '@/components/page-states';
import { useEntityId, usePathId } from '@/lib/path-ids';

/** The tenant page (docs/product.md#screens-and-routes). */
export default function TenantRoute() {
  const entityId = useEntityId();
  const tenantId = usePathId('tenantId');
  return (
    <main className="page">
      {entityId === null ? (
        <EntityLoadError error={null} />
      ) : tenantId === null ? (
        <RecordLoadError record="tenant" entityId={entityId} error={null} />
      ) : (
        <TenantPage entityId={entityId} tenantId={tenantId} />
      )}
    </main>
  );
}
