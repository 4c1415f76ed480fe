import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EntityLoadError } from '@/components/page-states';
import { QueryError } from '@/components/query-content';
import { SearchBox } from '@/components/search-box';
import { useTenantPage } from '@/features/tenants/api/get-tenant-page';
import { ApiError } from '@/lib/api-client';
import { useAccess } from '@/lib/use-access';
import { TenantListFilters } from './tenant-list-filters';
import { useTenantListState } from './tenant-list-views';
import { TenantTable } from './tenant-table';
// The shared page styles (page header, state panels) live with the entities feature.
import '@/components/layout/page.css';
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

/**
 * The entity's tenant list (docs/product.md#screens-and-routes): the Active / Past toggle, a search, the table a page
 * at a time from the server, and with the create right a New tenant button. The state lives in
 * the URL (tenant-list-views.ts).
 */
export function TenantList({ entityId }: { entityId: number }) {
  const { t } = useTranslation();
  const { can } = useAccess(entityId);
  const { state, update, paging } = useTenantListState();
  const tenants = useTenantPage(entityId, state);
  const { view } = state;

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
        <QueryError query={tenants} />
      ) : (
        <>
          <div className="tenant-list-tools">
            <TenantListFilters value={view} onChange={(next) => update({ view: next }, false)} />
            <SearchBox
              value={state.search}
              onSearch={(text) => update({ search: text }, false)}
              label={t('tenants.search.label')}
              placeholder={t('tenants.search.placeholder')}
            />
          </div>
          <TenantTable
            entityId={entityId}
            tenants={tenants.data.items}
            label={t(`tenants.view.${view}`)}
            emptyMessage={t(state.search ? 'tenants.empty.search' : `tenants.empty.${view}`)}
            lazy={paging(tenants.data.total, tenants.isPlaceholderData)}
          />
        </>
      )}
    </div>
  );
}
