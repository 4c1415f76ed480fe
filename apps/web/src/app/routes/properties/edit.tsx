import { PageLoading } from '@/components/page-loading';
import { EntityForbidden, EntityLoadError, RecordLoadError } from '@/components/page-states';
import { useProperty } from '@/features/properties/api/get-property';
import { PropertyFormPage } from '@/features/properties/components/property-form-page';
import { useEntityId, usePathId } from '@/lib/path-ids';
import { useAccess } from '@/lib/use-access';

function EditProperty({ entityId, propertyId }: { entityId: number; propertyId: number }) {
  const property = useProperty(entityId, propertyId);
  const access = useAccess(entityId);
  if (property.isPending || access.isLoading) return <PageLoading />;
  // A failed background refetch keeps the loaded property on screen: its form may hold the user's typing.
  if (property.data === undefined) {
    return (
      <RecordLoadError
        record="property"
        entityId={entityId}
        error={property.error}
        onRetry={() => void property.refetch()}
      />
    );
  }
  // Only ADMINs edit properties (docs/product.md#access-types).
  if (!access.can('admin')) return <EntityForbidden entityId={entityId} />;
  return <PropertyFormPage entityId={entityId} property={property.data} />;
}

/** Edit Property (docs/product.md#screens-and-routes): the property form, prefilled; back to the property page. */
export default function EditPropertyRoute() {
  const entityId = useEntityId();
  const propertyId = usePathId('propertyId');
  return (
    <main className="page page-narrow">
      {entityId === null ? (
        <EntityLoadError error={null} />
      ) : propertyId === null ? (
        <RecordLoadError record="property" entityId={entityId} error={null} />
      ) : (
        <EditProperty entityId={entityId} propertyId={propertyId} />
      )}
    </main>
  );
}
