import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import './tenants.css';

/** The tenant page's shape while it loads. */
export function TenantPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="stack" role="status" aria-busy="true">
      <span className="p-hidden-accessible">{t('common.loading')}</span>
      <div className="tenant-header-title">
        <Skeleton shape="circle" size="3rem" />
        <div className="tenant-header-name">
          <Skeleton width="14rem" height="2rem" />
          <Skeleton width="6rem" />
        </div>
      </div>
      <div className="tenant-cards">
        <Skeleton height="10rem" />
        <Skeleton height="10rem" />
      </div>
      <Skeleton height="12rem" />
    </div>
  );
}
