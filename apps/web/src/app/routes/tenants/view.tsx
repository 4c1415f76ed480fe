import { useEntityId } from '@/app/routes/entities/use-entity-id';
import { EntityLoadError } from '@/features/entities/components/entity-page-states';
import { TenantPage } from '@/features/tenants/components/tenant-page';
import { TenantLoadError } from '@/features/tenants/components/tenant-page-states';
import { useTenantId } from '@/features/tenants/use-tenant-id';

/** The tenant page (spec section 2). */
export default function TenantRoute() {
  const entityId = useEntityId();
  const tenantId = useTenantId();
  return (
    <main className="page">
      {entityId === null ? (
        <EntityLoadError error={null} />
      ) : tenantId === null ? (
        <TenantLoadError entityId={entityId} error={null} />
      ) : (
        <TenantPage entityId={entityId} tenantId={tenantId} />
      )}
    </main>
  );
}
