import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import './properties.css';

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
