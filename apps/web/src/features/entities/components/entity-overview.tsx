import { useAccess } from '../../../lib/use-access';
import { useEntity } from '../api/get-entity';
import { EntityHeader } from './entity-header';
import { EntityLoadError, EntityOverviewSkeleton } from './entity-page-states';
import { EntityViews } from './entity-views';

/** The entity overview: header with its actions, then the Finances, Permissions, Expenses and Files views. */
export function EntityOverview({ entityId }: { entityId: number }) {
  const entity = useEntity(entityId);
  const { can } = useAccess(entityId);
  if (entity.isPending) return <EntityOverviewSkeleton />;
  if (entity.isError) return <EntityLoadError error={entity.error} onRetry={() => void entity.refetch()} />;
  return (
    <div className="stack entity-overview">
      <EntityHeader entity={entity.data} can={can} />
      <EntityViews entity={entity.data} can={can} />
    </div>
  );
}
