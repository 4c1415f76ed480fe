import { useTranslation } from 'react-i18next';
import { PortalPage } from '@/features/portal/components/portal-page';
import { useQueryToast } from '@/lib/use-query-toast';

/** My rentals: the tenant portal of the signed-in account; greets a login that landed here. */
export default function MyRentalsRoute() {
  const { t } = useTranslation();
  useQueryToast('login', 'successful', 'success', t('toast.loginSuccessful'));
  return (
    <main className="page">
      <PortalPage />
    </main>
  );
}
