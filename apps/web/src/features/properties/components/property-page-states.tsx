import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import { LoadErrorPanel } from '@/components/load-error-panel';
import './properties.css';

/** A property that cannot be shown: not found, or a failed load. */
export function PropertyLoadError({
  entityId,
  error,
  onRetry,
}: {
  entityId: number;
  error: Error | null;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <LoadErrorPanel
      error={error}
      onRetry={onRetry}
      prefix="property"
      back={{ to: `/entities/${entityId}/properties`, label: t('property.backToList') }}
    />
  );
}

/** The property page's shape while it loads. */
export function PropertyPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="stack" role="status" aria-busy="true">
      <span className="p-hidden-accessible">{t('common.loading')}</span>
      <div className="property-header-title">
        <Skeleton shape="circle" size="3rem" />
        <div className="property-header-name">
          <Skeleton width="14rem" height="2rem" />
          <Skeleton width="18rem" />
        </div>
      </div>
      <Skeleton height="2.75rem" />
      <Skeleton height="16rem" />
    </div>
  );
}
