import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EntityList } from '@/features/entities/components/entity-list';
import { RentalsLink } from '@/features/portal/components/rentals-link';
import { useQueryToast } from '@/lib/use-query-toast';

/** My entities (docs/product.md#screens-and-routes); greets a fresh login and warns when an entity must be chosen first. */
export default function EntitiesRoute() {
  const { t } = useTranslation();
  useQueryToast('login', 'successful', 'success', t('toast.loginSuccessful'));
  useQueryToast('selected', 'false', 'warn', t('toast.selectEntity'));
  return (
    <main className="page">
      <div className="page-header">
        <h1>{t('entities.title')}</h1>
        <Link to="/entity/new" className="p-button centered">
          <i className="pi pi-plus p-button-icon-left" aria-hidden="true" />
          <span className="p-button-label">{t('entities.create')}</span>
        </Link>
      </div>
      <EntityList emptyNote={<RentalsLink />} />
    </main>
  );
}
