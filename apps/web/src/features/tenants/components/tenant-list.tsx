import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useAccess } from '../../../lib/use-access';
import { EntityLoadError } from '../../entities/components/entity-page-states';
import { useTenants } from '../api/get-tenants';
import { TenantListFilters } from './tenant-list-filters';
import { DEFAULT_TENANT_VIEW, isTenantView, type TenantViewName, tenantsInView } from './tenant-list-views';
import { TenantTable } from './tenant-table';
// The shared page styles (page header, state panels) live with the entities feature.
import '../../entities/components/entities.css';
import './tenants.css';

function TenantListSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="stack" role="status" aria-busy="true">
      <span className="p-hidden-accessible">{t('common.loading')}</span>
      <Skeleton height="2.5rem" width="min(100%, 20rem)" />
      {[1, 2, 3, 4].map((key) => (
        <Skeleton key={key} height="3rem" />
      ))}
    </div>
  );
}

/** The chosen view, kept in the URL (?view=old_tenants) so that coming back from a tenant shows it again. */
function useView() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('view')?.toUpperCase() ?? null;
  const view = isTenantView(requested) ? requested : DEFAULT_TENANT_VIEW;
  const select = (next: TenantViewName) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_TENANT_VIEW) updated.delete('view');
        else updated.set('view', next.toLowerCase());
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [view, select] as const;
}

/**
 * The entity's tenant list (spec section 2): the Active / Past toggle, the table, and with the
 * create right a New tenant button.
 */
export function TenantList({ entityId }: { entityId: number }) {
  const { t } = useTranslation();
  const { can } = useAccess(entityId);
  const tenants = useTenants(entityId);
  const [view, selectView] = useView();

  if (tenants.isError && tenants.error instanceof ApiError && tenants.error.status === 404) {
    return <EntityLoadError error={tenants.error} />;
  }

  return (
    <div className="stack">
      <div className="page-header">
        <h1>{t('tenants.title')}</h1>
        {can('create') && (
          <Link to={`/entities/${entityId}/tenant/new`} className="p-button centered">
            <i className="pi pi-plus p-button-icon-left" aria-hidden="true" />
            <span className="p-button-label">{t('tenants.create')}</span>
          </Link>
        )}
      </div>
      {tenants.isPending ? (
        <TenantListSkeleton />
      ) : tenants.isError ? (
        <div className="stack">
          <Message severity="error" text={tenants.error.message} className="form-alert" />
          <div>
            <Button
              label={t('entities.retry')}
              icon="pi pi-refresh"
              outlined
              onClick={() => void tenants.refetch()}
              loading={tenants.isFetching}
            />
          </div>
        </div>
      ) : (
        <>
          <TenantListFilters value={view} onChange={selectView} />
          <TenantTable
            entityId={entityId}
            tenants={tenantsInView(tenants.data, view)}
            label={t(`tenants.view.${view}`)}
            emptyMessage={t(`tenants.empty.${view}`)}
          />
        </>
      )}
    </div>
  );
}
