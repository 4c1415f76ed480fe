import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHasRentals } from '@/features/portal/api/get-portal-contracts';
import './portal.css';

/**
 * For an account that rents through the portal: the way to its rentals, where it would otherwise
 * find only an empty list of entities (a tenant lands there after login). Nothing otherwise.
 */
export function RentalsLink() {
  const { t } = useTranslation();
  if (!useHasRentals()) return null;
  return (
    <div className="rentals-link">
      <p>{t('portal.entities.hint')}</p>
      <Link to="/portal" className="p-button centered">
        <i className="pi pi-home p-button-icon-left" aria-hidden="true" />
        <span className="p-button-label">{t('nav.myRentals')}</span>
      </Link>
    </div>
  );
}
