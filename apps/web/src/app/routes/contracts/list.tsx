import { EntityLoadError } from '@/components/page-states';
import { ContractList } from '@/features/contracts/components/contract-list';
import { useEntityId } from '@/lib/path-ids';

/** The entity's contract list (docs/product.md#screens-and-routes). */
export default function ContractListRoute() {
  const entityId = useEntityId();
  return (
    <main className="page">
      {entityId === null ? <EntityLoadError error={null} /> : <ContractList entityId={entityId} />}
    </main>
  );
}
