import { useTranslation } from 'react-i18next';
import { QueryContent } from '@/components/query-content';
import { usePortalContracts } from '@/features/portal/api/get-portal-contracts';
import { PortalContractCard } from './portal-contract-card';
// The shared page styles (empty state) live with the entities feature.
import '@/components/layout/page.css';
import '@/components/layout/rent-card.css';
import './portal.css';

/** My rentals: each contract of the account's tenants, with its rents, payments and confirmations. */
export function PortalPage() {
  const { t } = useTranslation();
  const contracts = usePortalContracts();
  return (
    <div className="stack portal-page">
      <div>
        <h1 className="portal-title">{t('portal.title')}</h1>
        <p className="hint">{t('portal.hint')}</p>
      </div>
      <QueryContent query={contracts}>
        {(list) =>
          list.length === 0 ? (
            <div className="empty-state">
              <i className="pi pi-home" aria-hidden="true" />
              <p>{t('portal.empty')}</p>
              <p className="hint">{t('portal.empty.hint')}</p>
            </div>
          ) : (
            list.map((contract) => <PortalContractCard key={contract.id} contract={contract} />)
          )
        }
      </QueryContent>
    </div>
  );
}
