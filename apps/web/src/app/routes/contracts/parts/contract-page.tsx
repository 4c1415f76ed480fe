import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ContractFilesCard } from '@/app/routes/contracts/parts/contract-files-card';
import { ContractRents } from '@/app/routes/contracts/parts/contract-rents';
import { RecordLoadError } from '@/components/page-states';
import { PaymentConfirmationsCard } from '@/features/confirmations/components/payment-confirmations-card';
import { useContractOverview } from '@/features/contracts/api/get-contract-overview';
import { ContractAmountsChart } from '@/features/contracts/components/contract-amounts-chart';
import { ContractFacts } from '@/features/contracts/components/contract-facts';
import { ContractHeader } from '@/features/contracts/components/contract-header';
import { ContractPageSkeleton } from '@/features/contracts/components/contract-page-skeleton';
import { RentHistoryCard } from '@/features/rent-updates/components/rent-history-card';
import { useAccess } from '@/lib/use-access';
// The shared page styles (back link, state panels, confirm texts) live with the entities feature.
import '@/components/layout/page.css';
import '@/features/contracts/components/contracts.css';

/** Scrolls to the URL's #anchor (#rents after saving a rent) once the contract has loaded. */
function useScrollToHashWhenLoaded(loaded: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (loaded && hash) document.getElementById(hash.slice(1))?.scrollIntoView({ behavior: 'smooth' });
  }, [loaded, hash]);
}

interface Props {
  entityId: number;
  propertyId: number;
  contractId: number;
}

/** The contract page (docs/product.md#screens-and-routes): header, terms, the amounts chart, the rent history, files and rents. */
export function ContractPage({ entityId, propertyId, contractId }: Props) {
  const { t } = useTranslation();
  const overview = useContractOverview(entityId, propertyId, contractId);
  const { can } = useAccess(entityId);
  useScrollToHashWhenLoaded(overview.isSuccess);
  if (overview.isPending) return <ContractPageSkeleton />;
  if (overview.isError) {
    return (
      <RecordLoadError
        record="contract"
        entityId={entityId}
        error={overview.error}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  const contract = overview.data;
  return (
    <div className="stack contract-page">
      <ContractHeader entityId={entityId} contract={contract} can={can} />
      <ContractFacts contract={contract} />
      <section className="contract-card" aria-labelledby="contract-amounts-title">
        <h2 id="contract-amounts-title">
          <i className="pi pi-chart-bar" aria-hidden="true" /> {t('contract.amounts.title')}
        </h2>
        <ContractAmountsChart contract={contract} />
      </section>
      <RentHistoryCard ids={{ entityId, propertyId, contractId }} currency={contract.currency} />
      <PaymentConfirmationsCard entityId={entityId} contractId={contractId} />
      <div className="contract-cards">
        <ContractFilesCard
          entityId={entityId}
          propertyId={propertyId}
          contractId={contractId}
          files={contract.files}
          canUpload={can('create')}
        />
        <ContractRents ids={{ entityId, propertyId, contractId }} />
      </div>
    </div>
  );
}
