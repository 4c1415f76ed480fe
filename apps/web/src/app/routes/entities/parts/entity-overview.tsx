import { EntityUploadButton } from '@/app/routes/entities/parts/entity-upload-button';
import { EntityViews } from '@/app/routes/entities/parts/entity-views';
import { EntityLoadError } from '@/components/page-states';
import { useEntity } from '@/features/entities/api/get-entity';
import { EntityHeader } from '@/features/entities/components/entity-header';
import { EntityHeaderSkeleton } from '@/features/entities/components/entity-header-skeleton';
import { useAccess } from '@/lib/use-access';

/**
 * The entity overview: header with its actions, then the Finances, Permissions, Expenses and Files
 * views. The views' calls go out with the entity's, not after it: the figures show as soon as their
 * own call answers, and an entity that fails to load replaces the whole page.
 */
export function EntityOverview({ entityId }: { entityId: number }) {
  const entity = useEntity(entityId);
  const { can } = useAccess(entityId);
  if (entity.isError) return <EntityLoadError error={entity.error} onRetry={() => void entity.refetch()} />;
  return (
    <div className="stack entity-overview">
      {entity.isPending ? (
        <EntityHeaderSkeleton />
      ) : (
        <EntityHeader entity={entity.data} can={can} upload={<EntityUploadButton entityId={entityId} />} />
      )}
      <EntityViews entityId={entityId} files={entity.data?.files} can={can} />
    </div>
  );
}
