import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PropertyExpensesCard } from '@/app/routes/properties/parts/property-expenses-card';
import { PropertyFilesCard } from '@/app/routes/properties/parts/property-files-card';
import { PropertyTabs } from '@/app/routes/properties/parts/property-tabs';
import { RecordLoadError } from '@/components/page-states';
import { usePropertyOverview } from '@/features/properties/api/get-property-overview';
import { PropertyHeader } from '@/features/properties/components/property-header';
import { PropertyPageSkeleton } from '@/features/properties/components/property-page-skeleton';
import { useAccess } from '@/lib/use-access';
// The shared page styles (back link, state panels, confirm texts) live with the entities feature.
import '@/components/layout/page.css';
import '@/features/properties/components/properties.css';

/**
 * Scrolls to the URL's #anchor (e.g. #expenses after saving an expense, docs/product.md#screens-and-routes) once the
 * page has its content: the layout's own scroll comes too early while the property loads.
 */
function useScrollToHashWhenLoaded(loaded: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (loaded && hash) document.getElementById(hash.slice(1))?.scrollIntoView({ behavior: 'smooth' });
  }, [loaded, hash]);
}

/** The property page (docs/product.md#screens-and-routes): header with its actions, the tabs, the expenses and files cards. */
export function PropertyPage({ entityId, propertyId }: { entityId: number; propertyId: number }) {
  const overview = usePropertyOverview(entityId, propertyId);
  const { can } = useAccess(entityId);
  useScrollToHashWhenLoaded(overview.isSuccess);
  if (overview.isPending) return <PropertyPageSkeleton />;
  if (overview.isError) {
    return (
      <RecordLoadError
        record="property"
        entityId={entityId}
        error={overview.error}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  return (
    <div className="stack property-page">
      <PropertyHeader entityId={entityId} property={overview.data} can={can} />
      <PropertyTabs entityId={entityId} property={overview.data} />
      <div className="property-cards">
        <PropertyExpensesCard entityId={entityId} propertyId={propertyId} />
        <PropertyFilesCard
          entityId={entityId}
          propertyId={propertyId}
          files={overview.data.files}
          canUpload={can('create')}
        />
      </div>
    </div>
  );
}
