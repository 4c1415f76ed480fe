import type { IdResponse, PropertyPayload } from '@arrenda/core';
import { api } from '@/lib/api-client';

/** POST /entities/{id}/properties: answers the new property's id. */
export const createProperty = (entityId: number, body: PropertyPayload, idempotencyKey?: string) =>
  api<IdResponse>(`/entities/${entityId}/properties`, { method: 'POST', body, idempotencyKey });
