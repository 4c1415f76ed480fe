import type { PropertyView } from '@arrenda/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { entityKeys } from '@/features/entities/api/query-keys';
import { createAddress } from '@/features/properties/api/create-address';
import { createProperty } from '@/features/properties/api/create-property';
import { updateAddress } from '@/features/properties/api/update-address';
import { updateProperty } from '@/features/properties/api/update-property';
import { useSubmitMutation } from '@/lib/use-submit-mutation';
import { toAddressBody, toPayload } from './property-form-payload';
import type { PropertyFormValues } from './property-form-values';

/** The address the form saves into, and the version to send when updating it (none if unknown). */
interface SavedAddress {
  id: number | null;
  version: number | undefined;
}

/**
 * Saves the form (docs/product.md#states-and-transitions): the address first (created, or updated when it has an id),
 * then the property with that address id. An edit sends the versions the form was filled from.
 * Answers the property's id.
 */
export function useSaveProperty(entityId: number, property: PropertyView | undefined) {
  const queryClient = useQueryClient();
  // The version the form was filled from, not a refetched one: a save over a newer change is refused.
  const [filledFrom] = useState(property?.version);
  // Taken at mount too, and kept across attempts: after an address was created but the property was
  // refused, a retry updates that address instead of creating a second one. A created address has no
  // known version.
  const saved = useRef<SavedAddress>({
    id: property?.baseInfo.addressId ?? null,
    version: property?.baseInfo.address?.version,
  });

  return useSubmitMutation({
    // Two POSTs of one submission: each has a key of its own, made from the submission's.
    mutationFn: async (values: PropertyFormValues, key) => {
      const address = toAddressBody(values);
      if (address) {
        if (saved.current.id === null) {
          saved.current = {
            id: (await createAddress(entityId, address, `${key}-address`)).id,
            version: undefined,
          };
        } else {
          const { version } = saved.current;
          const updated = await updateAddress(entityId, saved.current.id, { ...address, version });
          // This save moved the original address on: a retry after the property was refused sends
          // the new version, not one that would now be refused as stale.
          if (version !== undefined) saved.current.version = updated.version;
        }
      }
      const body = toPayload(values, address ? saved.current.id : null);
      if (property) {
        await updateProperty(entityId, property.id, { ...body, version: filledFrom });
        return property.id;
      }
      return (await createProperty(entityId, body, `${key}-property`)).id;
    },
    // Everything of the entity goes stale (properties, addresses, the overview's figures); a new
    // property also changes the count on My entities. Not awaited: the form navigates away at once.
    onSuccess: () =>
      void queryClient.invalidateQueries({
        queryKey: property ? entityKeys.detail(entityId) : entityKeys.all,
      }),
  });
}
