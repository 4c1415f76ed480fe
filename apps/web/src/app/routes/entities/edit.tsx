import { Card } from 'primereact/card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReloadKey } from '@/components/form/use-reload-key';
import { PageLoading } from '@/components/page-loading';
import { EntityForbidden, EntityLoadError } from '@/components/page-states';
import { useEntity } from '@/features/entities/api/get-entity';
import { useReloadEntity } from '@/features/entities/api/reload-entity';
import { EntityForm } from '@/features/entities/components/entity-form';
import { useEntityId } from '@/lib/path-ids';
import { useAccess } from '@/lib/use-access';

function EditEntity({ entityId }: { entityId: number }) {
  const { t } = useTranslation();
  const entity = useEntity(entityId);
  const access = useAccess(entityId);
  const [formKey, reload] = useReloadKey(useReloadEntity(entityId));
  if (entity.isPending || access.isLoading) return <PageLoading />;
  // A failed background refetch keeps the loaded entity on screen: its form may hold the user's typing.
  if (entity.data === undefined)
    return <EntityLoadError error={entity.error} onRetry={() => void entity.refetch()} />;
  if (!access.can('admin')) return <EntityForbidden entityId={entityId} />;
  return (
    <>
      <Link to={`/entities/${entityId}`} className="back-link">
        <i className="pi pi-arrow-left" aria-hidden="true" /> {t('entity.backToEntity')}
      </Link>
      <h1>{t('entity.edit.title')}</h1>
      <Card>
        <EntityForm key={formKey} entity={entity.data} onReload={reload} />
      </Card>
    </>
  );
}

/** Edit Entity (docs/product.md#screens-and-routes), prefilled; admins only. */
export default function EditEntityRoute() {
  const entityId = useEntityId();
  return (
    <main className="page page-narrow">
      {entityId === null ? <EntityLoadError error={null} /> : <EditEntity entityId={entityId} />}
    </main>
  );
}
