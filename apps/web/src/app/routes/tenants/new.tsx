import { PageLoading } from '@/components/page-loading';
import { EntityForbidden, EntityLoadError } from '@/components/page-states';
import { NewTenantPage } from '@/features/tenants/components/tenant-form-pages';
import { useEntityId } from '@/lib/path-ids';
import { useAccess } from '@/lib/use-access';

function NewTenant({ entityId }: { entityId: number }) {
  const access = useAccess(entityId);
  if (access.isLoading) return <PageLoading />;
  if (!access.can('create')) return <EntityForbidden entityId={entityId} />;
  return <NewTenantPage entityId={entityId} />;
}

/** New Tenant (docs/product.md#screens-and-routes); needs the create right. */
export default function NewTenantRoute() {
  const entityId = useEntityId();
  return (
    <main className="page page-narrow">
      {entityId === null ? <EntityLoadError error={null} /> : <NewTenant entityId={entityId} />}
    </main>
  );
}
