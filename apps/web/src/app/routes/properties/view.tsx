import { useParams } from 'react-router';
import { useEntityId } from '@/app/routes/entities/use-entity-id';
import { EntityLoadError } from '@/features/entities/components/entity-page-states';
import { PropertyPage } from '@/features/properties/components/property-page';
import { PropertyLoadError } from '@/features/properties/components/property-page-states';

/** The :propertyId of the path as a number, or null when it is no valid id. */
function usePropertyId(): number | null {
  const id = Number(useParams().propertyId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The property page (spec section 2). */
export default function PropertyRoute() {
  const entityId = useEntityId();
  const propertyId = usePropertyId();
  return (
    <main className="page">
      {entityId === null ? (
        <EntityLoadError error={null} />
      ) : propertyId === null ? (
        <PropertyLoadError entityId={entityId} error={null} />
      ) : (
        <PropertyPage entityId={entityId} propertyId={propertyId} />
      )}
    </main>
  );
}
