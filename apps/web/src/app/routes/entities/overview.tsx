import { EntityOverview } from '@/features/entities/components/entity-overview';
import { EntityLoadError } from '@/features/entities/components/entity-page-states';
import { useEntityId } from './use-entity-id';

/** Entity overview (spec section 2): header with its actions and the four views. */
export default function EntityOverviewRoute() {
  const entityId = useEntityId();
  return (
    <main className="page">
      {entityId === null ? <EntityLoadError error={null} /> : <EntityOverview entityId={entityId} />}
    </main>
  );
}
