import { EntityLoadError } from '@/components/page-states';
import { PropertyList } from '@/features/properties/components/property-list';
import { useEntityId } from '@/lib/path-ids';

/** The entity's property list (spec section 2). */
export default function PropertyListRoute() {
  const entityId = useEntityId();
  return (
    <main className="page">
      {entityId === null ? <EntityLoadError error={null} /> : <PropertyList entityId={entityId} />}
    </main>
  );
}
