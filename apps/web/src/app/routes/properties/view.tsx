import { PropertyPage } from '@/app/routes/properties/parts/property-page';
import { EntityLoadError, RecordLoadError } from '@/components/page-states';
import { useEntityId, usePathId } from '@/lib/path-ids';

/** The property page (docs/product.md#screens-and-routes). */
export default function PropertyRoute() {
  const entityId = useEntityId();
  const propertyId = usePathId('propertyId');
  return (
    <main className="page">
      {entityId === null ? (
        <EntityLoadError error={null} />
      ) : propertyId === null ? (
        <RecordLoadError record="property" entityId={entityId} error={null} />
      ) : (
        <PropertyPage entityId={entityId} propertyId={propertyId} />
      )}
    </main>
  );
}
