import { useEntityId } from '@/app/routes/entities/use-entity-id';
import { EntityLoadError } from '@/features/entities/components/entity-page-states';
import { PropertyList } from '@/features/properties/components/property-list';

/** The entity's property list (spec section 2). */
export default function PropertyListRoute() {
  const entityId = useEntityId();
  return (
    <main className="page">
      {entityId === null ? <EntityLoadError error={null} /> : <PropertyList entityId={entityId} />}
    </main>
  );
}
