import { useParams } from 'react-router';
import { useEntityId } from '@/app/routes/entities/use-entity-id';
import { PageLoading } from '@/components/page-loading';
import { EntityForbidden, EntityLoadError } from '@/features/entities/components/entity-page-states';
import { useProperty } from '@/features/properties/api/get-property';
import { PropertyFormPage } from '@/features/properties/components/property-form-page';
import { PropertyLoadError } from '@/features/properties/components/property-page-states';
import { useAccess } from '@/lib/use-access';

function EditProperty({ entityId, propertyId }: { entityId: number; propertyId: number }) {
  const property = useProperty(entityId, propertyId);
  const access = useAccess(entityId);
  if (property.isPending || access.isLoading) return <PageLoading />;
  // A failed background refetch keeps the loaded property on screen: its form may hold the user's typing.
  if (property.data === undefined) {
    return (
      <PropertyLoadError entityId={entityId} error={property.error} onRetry={() => void property.refetch()} />
    );
  }
  // Only ADMINs edit properties (spec section 6).
  if (!access.can('admin')) return <EntityForbidden entityId={entityId} />;
  return <PropertyFormPage entityId={entityId} property={property.data} />;
}

/** Edit Property (spec section 2): the property form, prefilled; back to the property page. */
export default function EditPropertyRoute() {
  const entityId = useEntityId();
  const id = Number(useParams().propertyId);
  const propertyId = Number.isSafeInteger(id) && id > 0 ? id : null;
  return (
    <main className="page page-narrow">
      {entityId === null ? (
        <EntityLoadError error={null} />
      ) : propertyId === null ? (
        <PropertyLoadError entityId={entityId} error={null} />
      ) : (
        <EditProperty entityId={entityId} propertyId={propertyId} />
      )}
    </main>
  );
}
