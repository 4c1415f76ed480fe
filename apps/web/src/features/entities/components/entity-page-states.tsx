import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import './entities.css';

function BackToEntities() {
  const { t } = useTranslation();
  return (
    <Link to="/entities/" className="p-button p-button-outlined centered">
      <i className="pi pi-arrow-left p-button-icon-left" aria-hidden="true" />
      <span className="p-button-label">{t('entities.back')}</span>
    </Link>
  );
}

/** An entity that cannot be shown: not found (or not shared with the caller), or a failed load. */
export function EntityLoadError({ error, onRetry }: { error: Error | null; onRetry?: () => void }) {
  const { t } = useTranslation();
  const notFound = !error || (error instanceof ApiError && error.status === 404);
  return (
    <div className="state-panel" role="alert">
      <i className={notFound ? 'pi pi-search' : 'pi pi-exclamation-circle'} aria-hidden="true" />
      <h1>{notFound ? t('entity.notFound.title') : t('entity.loadError')}</h1>
      <p>{notFound ? t('entity.notFound.text') : error?.message}</p>
      <div className="state-actions">
        {!notFound && onRetry && (
          <Button label={t('entities.retry')} icon="pi pi-refresh" onClick={onRetry} />
        )}
        <BackToEntities />
      </div>
    </div>
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

/** The overview's shape while the entity loads. */
export function EntityOverviewSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="stack" role="status" aria-busy="true">
      <span className="p-hidden-accessible">{t('common.loading')}</span>
      <div className="entity-header-title">
        <Skeleton shape="circle" size="3rem" />
        <div className="entity-header-name">
          <Skeleton width="14rem" height="2rem" />
          <Skeleton width="9rem" />
        </div>
      </div>
      <Skeleton width="70%" />
      <Skeleton height="2.75rem" />
      <Skeleton height="12rem" />
    </div>
  );
}
