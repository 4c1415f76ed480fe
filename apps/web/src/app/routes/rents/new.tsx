import { PageLoading } from '@/components/page-loading';
import { EntityForbidden, RecordLoadError } from '@/components/page-states';
import { useContract } from '@/features/contracts/api/get-contract';
import type { ContractIds } from '@/features/rents/api/query-keys';
import { RentRoute } from '@/features/rents/components/rent-page-states';
import { NewRentPage } from '@/features/rents/components/rent-pages';
import { useAccess } from '@/lib/use-access';

function NewRent({ ids }: { ids: ContractIds }) {
  const contract = useContract(ids.entityId, ids.propertyId, ids.contractId);
  const access = useAccess(ids.entityId);
  if (contract.isPending || access.isLoading) return <PageLoading />;
  if (contract.isError) {
    return (
      <RecordLoadError
        record="contract"
        entityId={ids.entityId}
        error={contract.error}
        onRetry={() => void contract.refetch()}
      />
    );
  }
  if (!access.can('create')) return <EntityForbidden entityId={ids.entityId} />;
  return <NewRentPage ids={ids} contract={contract.data} />;
}

/** New Rent (docs/product.md#screens-and-routes): needs the create right; its defaults come from the contract. */
export default function NewRentRoute() {
  return <RentRoute>{(ids) => <NewRent ids={ids} />}</RentRoute>;
}
