import type { PropertyPayload } from '@arrenda/core';
import { api } from '@/lib/api-client';

/** PUT /entities/{id}/properties/{propertyId}: replaces the property's information. */
export const updateProperty = (entityId: number, propertyId: number, body: PropertyPayload) =>
  api<unknown>(`/entities/${entityId}/properties/${propertyId}`, { method: 'PUT', body });
