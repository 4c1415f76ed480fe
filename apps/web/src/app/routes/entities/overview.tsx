import { EntityOverview } from '@/app/routes/entities/parts/entity-overview';
import { EntityLoadError } from '@/components/page-states';
import { useEntityId } from '@/lib/path-ids';

/** Entity overview (docs/product.md#screens-and-routes): header with its actions and the four views. */
export default function EntityOverviewRoute() {
  const entityId = useEntityId();
  return (
    <main className="page">
      {entityId === null ? <EntityLoadError error={null} /> : <EntityOverview entityId={entityId} />}
    </main>
  );
}
