import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';

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
