import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import { LoadErrorPanel } from '@/components/load-error-panel';

/** A contract that cannot be shown: not found, or a failed load. */
export function ContractLoadError({
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
      prefix="contract"
      back={{ to: `/entities/${entityId}/contracts`, label: t('contract.backToList') }}
    />
  );
}

/** The contract page's shape while it loads. */
export function ContractPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="stack" role="status" aria-busy="true">
      <span className="p-hidden-accessible">{t('common.loading')}</span>
      <Skeleton width="14rem" height="2rem" />
      <Skeleton width="20rem" />
      <Skeleton height="8rem" />
      <Skeleton height="16rem" />
    </div>
  );
}
