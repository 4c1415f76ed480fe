import type { ContractBody, IdResponse } from '@arrenda/core';
import { api } from '@/lib/api-client';

/** POST .../properties/{propertyId}/contracts: answers the new contract's id. */
export const createContract = (entityId: number, body: ContractBody, idempotencyKey?: string) =>
  api<IdResponse>(`/entities/${entityId}/properties/${body.propertyId}/contracts`, {
    method: 'POST',
    body,
    idempotencyKey,
  });
