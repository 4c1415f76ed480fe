import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadErrorPanel } from '@/components/load-error-panel';
import './entities.css';

/** An entity that cannot be shown: not found (or not shared with the caller), or a failed load. */
export function EntityLoadError({ error, onRetry }: { error: Error | null; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <LoadErrorPanel
      error={error}
      onRetry={onRetry}
      prefix="entity"
      back={{ to: '/entities/', label: t('entities.back') }}
    />
  );
}

/** A page the caller's access type does not allow (e.g. Edit Entity without the admin right). */
export function EntityForbidden({ entityId }: { entityId: number }) {
  const { t } = useTranslation();
  return (
    <div className="state-panel" role="alert">
      <i className="pi pi-lock" aria-hidden="true" />
      <h1>{t('entity.forbidden.title')}</h1>
      <Message severity="error" text={t('server.forbidden')} />
      <div className="state-actions">
        <Link to={`/entities/${entityId}`} className="p-button p-button-outlined centered">
          <i className="pi pi-arrow-left p-button-icon-left" aria-hidden="true" />
          <span className="p-button-label">{t('entity.backToEntity')}</span>
        </Link>
      </div>
    </div>
  );
}

/** The overview's header while the entity loads; the views load beside it. */
export function EntityHeaderSkeleton() {
  const { t } = useTranslation();
  // The header's own rows and sizes (title, facts, actions), so that the views below stay in place
  // when it arrives (no layout shift).
  return (
    <div className="entity-header" role="status" aria-busy="true">
      <span className="p-hidden-accessible">{t('common.loading')}</span>
      <div className="entity-header-title">
        <Skeleton shape="circle" size="3rem" />
        <div className="entity-header-name">
          <Skeleton width="14rem" height="2rem" />
          <Skeleton width="9rem" height="1.2rem" />
        </div>
      </div>
      <div className="entity-facts">
        {['8rem', '12rem', '9rem'].map((width) => (
          <Skeleton key={width} width={width} height="2.55rem" />
        ))}
      </div>
      <div className="entity-actions">
        {['8rem', '9rem', '9.5rem', '10rem'].map((width) => (
          <Skeleton key={width} width={width} height="2.2rem" />
        ))}
      </div>
    </div>
  );
}
