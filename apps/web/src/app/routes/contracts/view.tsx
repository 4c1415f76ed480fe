import { useEntityId } from '@/app/routes/entities/use-entity-id';
import { ContractPage } from '@/features/contracts/components/contract-page';
import { ContractLoadError } from '@/features/contracts/components/contract-page-states';
import { usePathId } from '@/features/contracts/components/route-ids';
import { EntityLoadError } from '@/features/entities/components/entity-page-states';

/** The contract page (spec section 2). */
export default function ContractRoute() {
  const entityId = useEntityId();
  const propertyId = usePathId('propertyId');
  const contractId = usePathId('contractId');
  return (
    <main className="page">
      {entityId === null ? (
        <EntityLoadError error={null} />
      ) : propertyId === null || contractId === null ? (
        <ContractLoadError entityId={entityId} error={null} />
      ) : (
        <ContractPage entityId={entityId} propertyId={propertyId} contractId={contractId} />
      )}
    </main>
  );
}
