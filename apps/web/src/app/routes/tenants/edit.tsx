import { PageLoading } from '@/components/page-loading';
import { EntityForbidden, EntityLoadError, RecordLoadError } from '@/components/page-states';
import { useTenant } from '@/features/tenants/api/get-tenant';
import { EditTenantPage } from '@/features/tenants/components/tenant-form-pages';
import { useEntityId, usePathId } from '@/lib/path-ids';
import { useAccess } from '@/lib/use-access';

function EditTenant({ entityId, tenantId }: { entityId: number; tenantId: number }) {
  const tenant = useTenant(entityId, tenantId);
  const access = useAccess(entityId);
  if (tenant.isPending || access.isLoading) return <PageLoading />;
  // A failed background refetch keeps the loaded tenant on screen: its form may hold the user's typing.
  if (tenant.data === undefined) {
    return (
      <RecordLoadError
        record="tenant"
        entityId={entityId}
        error={tenant.error}
        onRetry={() => void tenant.refetch()}
      />
    );
  }
  if (!access.can('edit')) return <EntityForbidden entityId={entityId} />;
  return <EditTenantPage entityId={entityId} tenant={tenant.data} />;
}

/** Edit Tenant (docs/product.md#screens-and-routes): loads the tenant; needs the edit right. */
export default function EditTenantRoute() {
  const entityId = useEntityId();
  const tenantId = usePathId('tenantId');
  return (
    <main className="page page-narrow">
      {entityId === null ? (
        <EntityLoadError error={null} />
      ) : tenantId === null ? (
        <RecordLoadError record="tenant" entityId={entityId} error={null} />
      ) : (
        <EditTenant entityId={entityId} tenantId={tenantId} />
      )}
    </main>
  );
}
