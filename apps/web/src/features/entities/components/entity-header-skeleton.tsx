import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import '@/components/layout/page.css';
import './entities.css';

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
