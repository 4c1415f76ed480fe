import { PageLoading } from '@/components/page-loading';
import { EntityForbidden, EntityLoadError, RecordLoadError } from '@/components/page-states';
import { useContract } from '@/features/contracts/api/get-contract';
import { ContractFormPage } from '@/features/contracts/components/contract-form-page';
import { useEntityId, usePathId } from '@/lib/path-ids';
import { useAccess } from '@/lib/use-access';

interface Ids {
  entityId: number;
  propertyId: number;
  contractId: number;
}

function EditContract({ entityId, propertyId, contractId }: Ids) {
  const contract = useContract(entityId, propertyId, contractId);
  const access = useAccess(entityId);
  if (contract.isPending || access.isLoading) return <PageLoading />;
  // A failed background refetch keeps the loaded contract on screen: its form may hold the user's typing.
  if (contract.data === undefined) {
    return (
      <RecordLoadError
        record="contract"
        entityId={entityId}
        error={contract.error}
        onRetry={() => void contract.refetch()}
      />
    );
  }
  if (!access.can('edit')) return <EntityForbidden entityId={entityId} />;
  return <ContractFormPage entityId={entityId} contract={contract.data} />;
}

/** Edit Contract (docs/product.md#screens-and-routes): the contract form, prefilled, the property read-only; back to the contract. */
export default function EditContractRoute() {
  const entityId = useEntityId();
  const propertyId = usePathId('propertyId');
  const contractId = usePathId('contractId');
  return (
    <main className="page page-narrow">
      {entityId === null ? (
        <EntityLoadError error={null} />
      ) : propertyId === null || contractId === null ? (
        <RecordLoadError record="contract" entityId={entityId} error={null} />
      ) : (
        <EditContract entityId={entityId} propertyId={propertyId} contractId={contractId} />
      )}
    </main>
  );
}
