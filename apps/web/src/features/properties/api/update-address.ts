import type { AddressForm, AddressView } from '@arrenda/core';
import { api } from '@/lib/api-client';

/** PUT /entities/{id}/addresses/{addressId}: replaces an address of the entity; answers it. */
export const updateAddress = (entityId: number, addressId: number, body: AddressForm) =>
  api<AddressView>(`/entities/${entityId}/addresses/${addressId}`, { method: 'PUT', body });
