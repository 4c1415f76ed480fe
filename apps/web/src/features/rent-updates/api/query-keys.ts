import { contractKeys } from '@/features/contracts/api/query-keys';
import { contractPath } from '@/lib/paths';

/** A contract under its property. */
export interface ContractIds {
  entityId: number;
  propertyId: number;
  contractId: number;
}

/** Under the contract's key: reloading the entity (after any of its writes) reaches it. */
export const rentUpdateKeys = {
  history: ({ entityId, contractId }: ContractIds) =>
    [...contractKeys.all(entityId), contractId, 'rent-history'] as const,
};

export const rentHistoryApiPath = (ids: ContractIds) =>
  `${contractPath(ids.entityId, ids.propertyId, ids.contractId)}/rent-history`;
export const rentUpdateApiPath = (ids: ContractIds) =>
  `${contractPath(ids.entityId, ids.propertyId, ids.contractId)}/rent-update`;
