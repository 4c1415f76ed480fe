import { useParams } from 'react-router';
import type { ContractIds } from '@/features/rents/api/query-keys';
import { asId } from '@/lib/path-ids';

/**
 * The ids of a rent page's path: the entity, its contract (null when one of the three is no valid
 * id) and the rent (null when absent or no valid id).
 */
export function useRentPathIds(): {
  entityId: number | null;
  ids: ContractIds | null;
  rentId: number | null;
} {
  const params = useParams();
  const entityId = asId(params.entityId);
  const propertyId = asId(params.propertyId);
  const contractId = asId(params.contractId);
  const ids = entityId && propertyId && contractId ? { entityId, propertyId, contractId } : null;
  return { entityId, ids, rentId: asId(params.rentId) };
}
