import { useTranslation } from 'react-i18next';
import { QueryContent } from '@/components/query-content';
import { usePropertyContracts } from '@/features/contracts/api/get-property-contracts';
import { ContractTable } from '@/features/contracts/components/contract-table';

/** The Contracts tab: every contract on the property itself, newest first, in the contract table. */
export function PropertyContractsTab({ entityId, propertyId }: { entityId: number; propertyId: number }) {
  const { t } = useTranslation();
  return (
    <QueryContent query={usePropertyContracts(entityId, propertyId)}>
      {(contracts) => (
        <ContractTable
          entityId={entityId}
          contracts={contracts}
          label={t('property.tab.contracts')}
          emptyMessage={t('property.contracts.empty')}
        />
      )}
    </QueryContent>
  );
}
