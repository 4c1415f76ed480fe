import type { AddressForm } from '@arrenda/core';
import { api } from '../../../lib/api-client';

/** PUT /entities/{id}/addresses/{addressId}: replaces an address of the entity. */
export const updateAddress = (entityId: number, addressId: number, body: AddressForm) =>
  api<unknown>(`/entities/${entityId}/addresses/${addressId}`, { method: 'PUT', body });
