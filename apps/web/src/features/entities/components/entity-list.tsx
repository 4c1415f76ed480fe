import type { EntityView } from '@arrenda/core';
import { Skeleton } from 'primereact/skeleton';
import { Tag } from 'primereact/tag';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-content';
import { useEntities } from '@/features/entities/api/get-entities';
import { EntityTypeIcon } from './entity-type-icon';
import '@/components/layout/page.css';
import './entities.css';

function EntityCard({ entity }: { entity: EntityView }) {
  const { t } = useTranslation();
  const type = t(`lov.entityType.${entity.entityType.name}`, { defaultValue: entity.entityType.name });
  const country = t(`lov.country.${entity.country.name}`, { defaultValue: entity.country.name });
  const access = t(`lov.accessType.${entity.accessType}`, { defaultValue: entity.accessType });
  return (
    <li>
      <Link to={`/entities/${entity.id}`} className="entity-card">
        <div className="entity-card-head">
          <EntityTypeIcon entityTypeName={entity.entityType.name} label={type} />
          <h2 className="entity-card-name">{entity.name}</h2>
          <Tag
            value={access}
            severity={entity.accessType === 'ADMIN' ? 'success' : 'info'}
            rounded
            aria-hidden="true"
          />
        </div>
        <dl className="entity-card-facts">
          <div>
            <dt className="p-hidden-accessible">{t('entity.field.country')}</dt>
            <dd>
              <i className="pi pi-map-marker" aria-hidden="true" />
              {country}
            </dd>
          </div>
          <div>
            <dt className="p-hidden-accessible">{t('entities.card.properties')}</dt>
            <dd>
              <i className="pi pi-building" aria-hidden="true" />
              {t('entities.card.propertyCount', { count: entity.countProperties })}
            </dd>
          </div>
          <div>
            <dt className="p-hidden-accessible">{t('entities.card.access')}</dt>
            <dd className="p-hidden-accessible">{access}</dd>
          </div>
        </dl>
        {entity.description && <p className="entity-card-description">{entity.description}</p>}
      </Link>
    </li>
  );
}

function EntityListSkeleton() {
  const { t } = useTranslation();
  return (
    <ul className="entity-grid" aria-busy="true" aria-label={t('common.loading')}>
      {[1, 2, 3].map((key) => (
        <li key={key} className="entity-card entity-card-skeleton">
          <div className="entity-card-head">
            <Skeleton shape="circle" size="2.5rem" />
            <Skeleton width="60%" height="1.4rem" />
          </div>
          <Skeleton width="80%" />
          <Skeleton width="50%" />
          <Skeleton width="90%" />
        </li>
      ))}
    </ul>
  );
}

/**
 * My entities: a card per entity, sorted by id (docs/product.md#screens-and-routes). `emptyNote` shows above the empty
 * state (the route puts the link to My rentals there).
 */
export function EntityList({ emptyNote }: { emptyNote?: ReactNode }) {
  const { t } = useTranslation();
  const entities = useEntities();

  if (entities.isPending) return <EntityListSkeleton />;
  if (entities.isError) {
    return <QueryError query={entities} />;
  }
  if (entities.data.length === 0) {
    return (
      <div className="empty-state">
        {emptyNote}
        <i className="pi pi-briefcase" aria-hidden="true" />
        <p>{t('entities.empty')}</p>
        <Link to="/entity/new" className="p-button centered">
          <i className="pi pi-plus p-button-icon-left" aria-hidden="true" />
          <span className="p-button-label">{t('entities.createFirst')}</span>
        </Link>
      </div>
    );
  }
  return (
    <ul className="entity-grid">
      {entities.data.map((entity) => (
        <EntityCard key={entity.id} entity={entity} />
      ))}
    </ul>
  );
}
