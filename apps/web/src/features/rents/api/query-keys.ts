import { contractKeys } from '@/features/contracts/api/query-keys';
import { contractPath } from '@/lib/paths';

/**
 * Query keys of the rents feature, under the contract's keys and so under ['entities', entityId]:
 * the entity's invalidation after a rent or payment change reaches them, the contract's debt and
 * last payment period too.
 */
export const rentKeys = {
  list: (entityId: number, contractId: number) =>
    [...contractKeys.all(entityId), contractId, 'rents'] as const,
  detail: (entityId: number, contractId: number, rentId: number) =>
    [...contractKeys.all(entityId), contractId, 'rents', rentId] as const,
};

/** Where a rent's contract is: the API's base path and the contract page. */
export interface ContractIds {
  entityId: number;
  propertyId: number;
  contractId: number;
}

export const rentsPath = ({ entityId, propertyId, contractId }: ContractIds) =>
  `${contractPath(entityId, propertyId, contractId)}/rents`;

export const rentPath = (ids: ContractIds, rentId: number) => `${rentsPath(ids)}/${rentId}`;

/** The contract page's rents, where a saved rent or payment returns (docs/product.md#screens-and-routes). */
export const contractRentsPage = ({ entityId, propertyId, contractId }: ContractIds) =>
  `${contractPath(entityId, propertyId, contractId)}#rents`;
