import type { ContractBody, ContractView } from '@arrenda/core';
import { api } from '@/lib/api-client';
import { contractPath } from '@/lib/paths';

/** PUT .../contracts/{contractId}: replaces the contract (its property stays); answers the contract. */
export const updateContract = (entityId: number, contractId: number, body: ContractBody) =>
  api<ContractView>(contractPath(entityId, body.propertyId, contractId), { method: 'PUT', body });
