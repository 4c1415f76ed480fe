import { useEntityId } from '@/app/routes/entities/use-entity-id';
import { ContractList } from '@/features/contracts/components/contract-list';
import { EntityLoadError } from '@/features/entities/components/entity-page-states';

/** The entity's contract list (spec section 2). */
export default function ContractListRoute() {
  const entityId = useEntityId();
  return (
    <main className="page">
      {entityId === null ? <EntityLoadError error={null} /> : <ContractList entityId={entityId} />}
    </main>
  );
}
