import { DEFAULT_PROPERTY_VIEW } from '@arrenda/core';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EntityLoadError } from '@/components/page-states';
import { QueryError } from '@/components/query-content';
import { SearchBox } from '@/components/search-box';
import { usePropertyPage } from '@/features/properties/api/get-property-page';
import { usePropertyTotals } from '@/features/properties/api/get-property-totals';
import { ApiError } from '@/lib/api-client';
import { useAccess } from '@/lib/use-access';
import { PropertyListFilters } from './property-list-filters';
import { usePropertyListState } from './property-list-state';
import { PropertyTable } from './property-table';
// The shared page styles (page header, state panels) live with the entities feature.
import '@/components/layout/page.css';
import './properties.css';

function PropertyListSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="stack" role="status" aria-busy="true">
      <span className="p-hidden-accessible">{t('common.loading')}</span>
      <Skeleton height="2.5rem" width="min(100%, 30rem)" />
      {[1, 2, 3, 4].map((key) => (
        <Skeleton key={key} height="4rem" />
      ))}
    </div>
  );
}

/**
 * The entity's property list (docs/product.md#screens-and-routes): the view filters, a search, the table a page at a
 * time from the server with its totals from their own call, and for ADMINs (the only ones who
 * manage properties) a New property button. The state lives in the URL (property-list-state.ts).
 */
export function PropertyList({ entityId }: { entityId: number }) {
  const { t } = useTranslation();
  const { can } = useAccess(entityId);
  const { state, update, paging } = usePropertyListState();
  const totals = usePropertyTotals(entityId, state.view, state.search);
  // A view not offered (no such property any more) falls back to the default.
  const offered = totals.data?.views;
  const view = offered && !offered.includes(state.view) ? DEFAULT_PROPERTY_VIEW : state.view;
  const params = { ...state, view };
  const page = usePropertyPage(entityId, params);

  const failed = page.error ?? totals.error;
  if (failed instanceof ApiError && failed.status === 404) return <EntityLoadError error={failed} />;

  return (
    <div className="stack">
      <div className="page-header">
        <h1>{t('properties.title')}</h1>
        {can('admin') && (
          <Link to={`/entities/${entityId}/property/new`} className="p-button centered">
            <i className="pi pi-plus p-button-icon-left" aria-hidden="true" />
            <span className="p-button-label">{t('properties.create')}</span>
          </Link>
        )}
      </div>
      {page.isError ? (
        <QueryError query={page} />
      ) : page.data === undefined ? (
        <PropertyListSkeleton />
      ) : (
        <>
          <div className="property-list-tools">
            <PropertyListFilters
              views={offered ?? [view]}
              value={view}
              onChange={(next) => update({ view: next }, false)}
            />
            <SearchBox
              value={state.search}
              onSearch={(text) => update({ search: text }, false)}
              label={t('properties.search.label')}
              placeholder={t('properties.search.placeholder')}
            />
          </div>
          <PropertyTable
            entityId={entityId}
            properties={page.data.items}
            showTaxCode={view === 'TAXES'}
            label={t(`properties.view.${view}`)}
            totals={totals.data?.totals ?? []}
            lazy={paging(page.data.total, page.isPlaceholderData)}
          />
        </>
      )}
    </div>
  );
}
