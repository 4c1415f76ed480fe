import { TenantFilesCard } from '@/app/routes/tenants/parts/tenant-files-card';
import { RecordLoadError } from '@/components/page-states';
import { TenantPortalCard } from '@/features/portal/components/tenant-portal-card';
import { useTenantOverview } from '@/features/tenants/api/get-tenant-overview';
import { TenantContractsCard } from '@/features/tenants/components/tenant-contracts-card';
import { TenantDeclarationCard } from '@/features/tenants/components/tenant-declaration-card';
import { TenantDetailsCards } from '@/features/tenants/components/tenant-details-cards';
import { TenantHeader } from '@/features/tenants/components/tenant-header';
import { TenantPageSkeleton } from '@/features/tenants/components/tenant-page-skeleton';
import { useAccess } from '@/lib/use-access';
// The shared page styles (back link, state panels, confirm texts) live with the entities feature.
import '@/components/layout/page.css';
import '@/features/tenants/components/tenants.css';

/** The tenant page (docs/product.md#screens-and-routes): header with its actions, details, contract history, the yearly declaration and files. */
export function TenantPage({ entityId, tenantId }: { entityId: number; tenantId: number }) {
  const overview = useTenantOverview(entityId, tenantId);
  const { can } = useAccess(entityId);
  if (overview.isPending) return <TenantPageSkeleton />;
  if (overview.isError) {
    return (
      <RecordLoadError
        record="tenant"
        entityId={entityId}
        error={overview.error}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  const tenant = overview.data;
  return (
    <div className="stack">
      <TenantHeader entityId={entityId} tenant={tenant} can={can} />
      <div className="tenant-cards">
        <TenantDetailsCards tenant={tenant} />
        <TenantContractsCard entityId={entityId} contracts={tenant.contracts} />
        <TenantDeclarationCard entityId={entityId} tenant={tenant} />
        <TenantFilesCard
          entityId={entityId}
          tenantId={tenantId}
          files={tenant.files}
          canUpload={can('create')}
        />
        <TenantPortalCard entityId={entityId} tenantId={tenantId} tenantEmail={tenant.email} can={can} />
      </div>
    </div>
  );
}
