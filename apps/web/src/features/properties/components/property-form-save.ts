import type { PropertyView } from '@arrenda/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { entityKeys } from '../../entities/api/query-keys';
import { createAddress } from '../api/create-address';
import { createProperty } from '../api/create-property';
import { updateAddress } from '../api/update-address';
import { updateProperty } from '../api/update-property';
import { toAddressBody, toPayload } from './property-form-payload';
import type { PropertyFormValues } from './property-form-values';

/**
 * Saves the form (spec section 4): the address first (created, or updated when it has an id),
 * then the property with that address id. Answers the property's id.
 */
export function useSaveProperty(entityId: number, property: PropertyView | undefined) {
  const queryClient = useQueryClient();
  // Kept across attempts: after an address was created but the property was refused, a retry
  // updates that address instead of creating a second one.
  const addressId = useRef(property?.baseInfo.addressId ?? null);

  return useMutation({
    mutationFn: async (values: PropertyFormValues) => {
      const address = toAddressBody(values);
      if (address) {
        if (addressId.current === null) addressId.current = (await createAddress(entityId, address)).id;
        else await updateAddress(entityId, addressId.current, address);
      }
      const body = toPayload(values, address ? addressId.current : null);
      if (property) {
        await updateProperty(entityId, property.id, body);
        return property.id;
      }
      return (await createProperty(entityId, body)).id;
    },
    // Everything of the entity goes stale (properties, addresses, the overview's figures); a new
    // property also changes the count on My entities. Not awaited: the form navigates away at once.
    onSuccess: () =>
      void queryClient.invalidateQueries({
        queryKey: property ? entityKeys.detail(entityId) : entityKeys.all,
      }),
  });
}
