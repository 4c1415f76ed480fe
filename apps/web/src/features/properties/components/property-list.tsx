import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useAccess } from '../../../lib/use-access';
import { EntityLoadError } from '../../entities/components/entity-page-states';
import { useProperties } from '../api/get-properties';
import { PropertyListFilters } from './property-list-filters';
import {
  availablePropertyViews,
  DEFAULT_PROPERTY_VIEW,
  isPropertyView,
  type PropertyViewName,
  propertiesInView,
} from './property-list-views';
import { PropertyTable } from './property-table';
// The shared page styles (page header, state panels) live with the entities feature.
import '../../entities/components/entities.css';
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
 * The chosen view, kept in the URL (?view=houses) so that coming back from a property shows the
 * same view; a view not offered (no such property any more) falls back to the default.
 */
function useView(views: readonly PropertyViewName[]) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('view')?.toUpperCase() ?? null;
  const view = isPropertyView(requested) && views.includes(requested) ? requested : DEFAULT_PROPERTY_VIEW;
  const select = (next: PropertyViewName) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_PROPERTY_VIEW) updated.delete('view');
        else updated.set('view', next.toLowerCase());
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [view, select] as const;
}

/**
 * The entity's property list (spec section 2): the view filters, the table with its totals, and
 * for ADMINs (the only ones who manage properties) a New property button.
 */
export function PropertyList({ entityId }: { entityId: number }) {
  const { t } = useTranslation();
  const { can } = useAccess(entityId);
  const properties = useProperties(entityId);
  const views = useMemo(() => availablePropertyViews(properties.data ?? []), [properties.data]);
  const [view, selectView] = useView(views);
  // Kept between renders: a new array would make the table process every row again.
  const shown = useMemo(() => propertiesInView(properties.data ?? [], view), [properties.data, view]);

  if (properties.isError && properties.error instanceof ApiError && properties.error.status === 404) {
    return <EntityLoadError error={properties.error} />;
  }

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
      {properties.isPending ? (
        <PropertyListSkeleton />
      ) : properties.isError ? (
        <div className="stack">
          <Message severity="error" text={properties.error.message} className="form-alert" />
          <div>
            <Button
              label={t('entities.retry')}
              icon="pi pi-refresh"
              outlined
              onClick={() => void properties.refetch()}
              loading={properties.isFetching}
            />
          </div>
        </div>
      ) : (
        <>
          <PropertyListFilters views={views} value={view} onChange={selectView} />
          <PropertyTable
            entityId={entityId}
            properties={shown}
            showTaxCode={view === 'TAXES'}
            label={t(`properties.view.${view}`)}
          />
        </>
      )}
    </div>
  );
}
