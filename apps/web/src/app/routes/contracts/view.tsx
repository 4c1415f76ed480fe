import { ContractPage } from '@/app/routes/contracts/parts/contract-page';
import { EntityLoadError, RecordLoadError } from '@/components/page-states';
import { useEntityId, usePathId } from '@/lib/path-ids';

/** The contract page (docs/product.md#screens-and-routes). */
export default function ContractRoute() {
  const entityId = useEntityId();
  const propertyId = usePathId('propertyId');
  const contractId = usePathId('contractId');
  return (
    <main className="page">
      {entityId === null ? (
        <EntityLoadError error={null} />
      ) : propertyId === null || contractId === null ? (
        <RecordLoadError record="contract" entityId={entityId} error={null} />
      ) : (
        <ContractPage entityId={entityId} propertyId={propertyId} contractId={contractId} />
      )}
    </main>
  );
}
