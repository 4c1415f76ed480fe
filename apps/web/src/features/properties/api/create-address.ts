import type { AddressForm, IdResponse } from '@arrenda/core';
import { api } from '@/lib/api-client';

/** POST /entities/{id}/addresses: answers the new address's id. */
export const createAddress = (entityId: number, body: AddressForm, idempotencyKey?: string) =>
  api<IdResponse>(`/entities/${entityId}/addresses`, { method: 'POST', body, idempotencyKey });
