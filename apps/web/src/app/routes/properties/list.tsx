import { EntityLoadError } from '@/components/page-states';
import { PropertyList } from '@/features/properties/components/property-list';
import { useEntityId } from '@/lib/path-ids';

/** The entity's property list (docs/product.md#screens-and-routes). */
export default function PropertyListRoute() {
  const entityId = useEntityId();
  return (
    <main className="page">
      {entityId === null ? <EntityLoadError error={null} /> : <PropertyList entityId={entityId} />}
    </main>
  );
}
